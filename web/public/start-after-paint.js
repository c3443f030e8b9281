/* global document, requestAnimationFrame */
// A page the server rendered (ADR 0102) is readable before any JavaScript: its HTML and CSS get
// the connection to themselves, and the app's modules (named by the server in data-entry and
// data-preload) are requested once the page has been painted, then hydrate it. On a slow phone
// the text appears sooner; the page becomes interactive a frame later than it would otherwise.
(function () {
  var self = document.currentScript;
  if (!self) return;
  var entry = self.getAttribute('data-entry');
  var preload = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < preload.length; i += 1) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the first frame is painted. A tab opened in the background paints nothing: it starts
  // at once. The timer is only a safety net should no frame ever come.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  setTimeout(start, 3000);
})();
