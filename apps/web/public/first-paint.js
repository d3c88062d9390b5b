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
})();
