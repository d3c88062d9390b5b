/* global window, document */
// Applies the saved theme before the first paint so dark-mode members never see a white flash.
// A separate file because the CSP allows only same-origin scripts (no inline ones).
(function () {
  var theme = 'system';
  try {
    theme = localStorage.getItem('theme') || 'system';
  } catch {
    // Storage blocked: follow the phone's setting.
  }
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
