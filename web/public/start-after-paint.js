// Starts the shop's scripts once a server-rendered page is painted (its template: web/build/page-template-plugin.ts): the
// first paint needs only the HTML, the stylesheet and the first picture, so on a slow link the scripts do not compete
// with them. A file, not an inline script: the pages' Content-Security-Policy allows no inline script.
(() => {
  const self = document.currentScript;
  const entry = self?.dataset.entry;
  if (!entry) return;
  const preloads = (self.dataset.preload ?? '').split(' ').filter(Boolean);
  // Each link is a request the page's main thread starts, a millisecond or more on a phone: a few links to a task, so a
  // tap meanwhile waits for one batch, not for all of them. The entry comes last, its imports already asked for. A tab
  // in the background takes no tap, and its timers may wait a second: there it is all one task.
  const linksPerTask = document.visibilityState === 'hidden' ? preloads.length : 8;
  const start = (from = 0) => {
    for (const href of preloads.slice(from, from + linksPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (from + linksPerTask < preloads.length) {
      setTimeout(() => start(from + linksPerTask));
      return;
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame callback runs before the paint; the task it schedules runs after it. A tab opened in the background
  // paints no frame until it is shown, so there the scripts start at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(() => start()));
})();
