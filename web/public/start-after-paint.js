// Starts the shop's scripts once a server-rendered page is painted (its template: web/build/page-template-plugin.ts): the
// first paint needs only the HTML, the stylesheet and the first picture, so on a slow link the scripts do not compete
// with them. A file, not an inline script: the pages' Content-Security-Policy allows no inline script.
(() => {
  const self = document.currentScript;
  const entry = self?.dataset.entry;
  if (!entry) return;
  const preloads = (self.dataset.preload ?? '').split(' ').filter(Boolean);
  const start = () => {
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
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
  else requestAnimationFrame(() => setTimeout(start));
})();
