/* global window, document */
// What the page must know before its first paint, read from this device's storage. A separate file because the CSP
// allows only same-origin scripts (no inline ones); small and blocking, in <head>, so nothing paints before it.
// - The theme, so dark-mode members never see a white flash.
// - The language, as <html lang>: the prerendered /login and /signup carry both languages and show the one that
//   matches (apps/web/vite-prerender.ts), so a Hindi reader never sees English first. The same choice as
//   initialLanguage() in src/lib/i18n/language.ts: the saved one, else Hindi when the phone prefers it to English.
// - Whether a session is stored: a signed-in member is not shown the prerendered login form while the app loads.
(function () {
  var root = document.documentElement;
  var storage = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage blocked: the phone's settings decide.
  }
  var read = function (key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  };

  var theme = read('theme') || 'system';
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';

  var language = read('language');
  if (language !== 'en' && language !== 'hi') {
    language = 'en';
    var preferred = navigator.languages || [];
    for (var i = 0; i < preferred.length; i += 1) {
      var base = String(preferred[i]).toLowerCase().split('-')[0];
      if (base === 'hi' || base === 'en') {
        language = base;
        break;
      }
    }
  }
  root.lang = language;

  if (read('auth')) root.setAttribute('data-signed-in', '');

  // The prerendered pages hold the app's scripts and full stylesheet back until they have painted (vite-prerender.ts,
  // afterPaint): then they are added as the build wrote them.
  var held = document.getElementById('after-paint');
  if (!held) return;
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var tags = held.content.children;
    for (var t = 0; t < tags.length; t += 1) {
      var copy = document.createElement(tags[t].tagName);
      for (var a = 0; a < tags[t].attributes.length; a += 1)
        copy.setAttribute(tags[t].attributes[a].name, tags[t].attributes[a].value);
      document.head.appendChild(copy);
    }
  };
  var afterParsing = function () {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
    else start();
  };
  // Once the browser reports the first contentful paint (the form is on screen); a tab in the background paints
  // nothing, and starts at its load event; a browser without paint timing, after its first frame; and in any case
  // 3 s after the load event.
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterParsing();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    window.requestAnimationFrame(function () {
      window.setTimeout(afterParsing, 0);
    });
  }
  window.addEventListener('load', function () {
    if (document.visibilityState === 'hidden') start();
    else window.setTimeout(start, 3000);
  });
})();
