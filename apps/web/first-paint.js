/* global window, document, Element */
// What the page must know before its first paint, read from this device's storage. Blocking, in <head>, so nothing
// paints before it: inline in index.html (the CSP allows it by its hash), a file of its own in the prerendered guest
// pages (vite-first-paint.ts says why).
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

  var signedIn = Boolean(read('auth'));
  if (signedIn) root.setAttribute('data-signed-in', '');
  if (signedIn) startMemberPage(read('auth'), language);
  if (signedIn) afterFirstFrame(warmLocaleData);

  // The prerendered pages hold the app's scripts and full stylesheet back (vite-prerender.ts, afterPaint): a guest's
  // phone downloads them once the page has loaded and runs them, with the stylesheet, at the guest's first touch
  // or key (the form works without them meanwhile, styled by the CSS inlined in the page: applying the full stylesheet
  // would cost the phone a long recalculation of every style for nothing); a member's session is taken onwards at once.
  var held = document.getElementById('after-paint');
  if (!held) return;
  var tags = held.content.children;
  var copyOf = function (tag) {
    var copy = document.createElement(tag.tagName);
    for (var a = 0; a < tag.attributes.length; a += 1)
      copy.setAttribute(tag.attributes[a].name, tag.attributes[a].value);
    return copy;
  };
  var prefetched = false;
  var started = false;
  // Fetched, not run (nor applied): on the phone by the time the guest touches the page, and costing it nothing before.
  // One hint a task: each costs the page a few milliseconds to start its request, and twenty in one go would keep a
  // guest's taps waiting (a long task).
  var prefetchScripts = function (from) {
    if (started || (from === undefined && prefetched)) return;
    prefetched = true;
    var t = from || 0;
    if (t >= tags.length) return;
    var hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = tags[t].getAttribute('src') || tags[t].getAttribute('href');
    if (tags[t].hasAttribute('crossorigin')) hint.setAttribute('crossorigin', tags[t].getAttribute('crossorigin'));
    document.head.appendChild(hint);
    setTimeout(prefetchScripts, 0, t + 1);
  };
  var startApp = function () {
    if (started) return;
    started = true;
    for (var t = 0; t < tags.length; t += 1) document.head.appendChild(copyOf(tags[t]));
  };
  var afterParsing = function (then) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then);
    else then();
  };
  if (signedIn) return afterParsing(startApp);

  // A tap on a button the app has not taken over yet (show the password, the other language) is kept, and main.tsx
  // taps it again once React handles the page.
  var earlyTap = null;
  window.samajEarlyTap = function () {
    window.removeEventListener('click', onFirstTouch, true);
    var tapped = earlyTap;
    earlyTap = null;
    return tapped && tapped.isConnected ? tapped : null;
  };
  // What a person does, never what the page does by itself (the phone field's autofocus is no sign of a person).
  var firstTouch = ['pointerdown', 'touchstart', 'keydown', 'input', 'click'];
  var onFirstTouch = function (event) {
    if (event.type === 'click' && event.target instanceof Element) {
      var button = event.target.closest('button:not([type="submit"])');
      if (button) earlyTap = button;
    }
    if (started) return;
    for (var e = 0; e < firstTouch.length; e += 1) {
      // The click listener stays until the app runs, to keep the tap that started it.
      if (firstTouch[e] !== 'click') window.removeEventListener(firstTouch[e], onFirstTouch, true);
    }
    afterParsing(startApp);
  };
  for (var e = 0; e < firstTouch.length; e += 1)
    window.addEventListener(firstTouch[e], onFirstTouch, { capture: true, passive: true });

  // Downloaded once the page has loaded and its first frame is on screen, so it never shares the phone's bandwidth or
  // time with the page itself.
  window.addEventListener('load', function () {
    afterFirstFrame(prefetchScripts);
  });

  // The first date and number formatters a page makes load the locale's data (about 100 ms of CPU on the bench machine,
  // in a fresh page): the first feed card, chat or notification would pay for it after the app's code has arrived.
  // Made here once the first frame is on screen, one per task, they use time the phone spends waiting for that code;
  // the app's own formatters (src/lib/i18n/format.ts, in language.ts intlLocale's locales) then take a few milliseconds.
  function warmLocaleData() {
    var tag = language === 'hi' ? 'hi-IN' : 'en-IN';
    var formatters = [
      function () {
        new Intl.NumberFormat(tag).format(1);
        new Intl.PluralRules(tag).select(1);
      },
      function () {
        new Intl.RelativeTimeFormat(tag, { numeric: 'auto', style: 'short' }).format(-1, 'hour');
      },
      function () {
        new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(0);
      },
    ];
    var next = function () {
      var make = formatters.shift();
      if (!make) return;
      try {
        make();
      } catch {
        // An old phone without this one: the app formats without it.
      }
      setTimeout(next, 0);
    };
    next();
  }

  // Two frame callbacks: the first runs before that frame is painted (src/lib/first-screen.ts waits the same way).
  function afterFirstFrame(then) {
    window.requestAnimationFrame(function () {
      window.requestAnimationFrame(function () {
        setTimeout(then, 0);
      });
    });
  }

  // A signed-in member opening /posts or the home page: the page's code (vite-route-preload.ts lists it in a
  // <template id="preload:PATH">, and a Hindi reader's catalogues in "preload:PATH:hi") and its first requests start now, alongside the entry's code, not once it has run.
  // The app adopts the answers (src/lib/early-answers.ts) when it asks for the same address with the same token.
  function startMemberPage(stored, chosenLanguage) {
    var page = window.location.pathname;
    var preload = document.getElementById('preload:' + page);
    if (!preload) return;
    var links = preload.content.children;
    for (var l = 0; l < links.length; l += 1) document.head.appendChild(links[l].cloneNode(true));
    // A Hindi reader's catalogues for that code too: the page waits for them before it shows.
    var catalogues = chosenLanguage === 'hi' ? document.getElementById('preload:' + page + ':hi') : null;
    var hindi = catalogues ? catalogues.content.children : [];
    for (var h = 0; h < hindi.length; h += 1) document.head.appendChild(hindi[h].cloneNode(true));
    var session;
    try {
      session = JSON.parse(stored);
    } catch {
      return;
    }
    if (!session || !session.isAuthenticated || !session.accessToken || typeof window.fetch !== 'function') return;
    // The same addresses as the app's own first requests (src/app/route-data.ts; PAGE_SIZE.posts is 8).
    var addresses = ['/api/user/me'];
    var show = new URLSearchParams(window.location.search).get('show');
    if (page === '/posts' && session.user && session.user.onBoardingCompleted && (!show || show === 'all'))
      addresses.push('/api/posts?page=1&limit=8');
    var answers = {};
    for (var a = 0; a < addresses.length; a += 1) {
      answers[addresses[a]] = {
        token: session.accessToken,
        at: Date.now(),
        response: window.fetch(addresses[a], {
          headers: {
            accept: 'application/json',
            'accept-language': chosenLanguage,
            authorization: 'Bearer ' + session.accessToken,
          },
          signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(30000) : undefined,
        }),
      };
      // Adopted or not, a failed request is no error of the page's.
      answers[addresses[a]].response.catch(function () {});
    }
    window.samajEarlyAnswers = answers;
  }
})();
