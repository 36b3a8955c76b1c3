/**
 * The page arrives with the server's first-paint markup (the brand, the heading, the job or the
 * first results). The app starts once the browser has painted it: its code then downloads
 * without competing with the page's styles, and a visitor whose browser already holds the code
 * sees the markup at once instead of after the code has run.
 */
const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    // A hidden tab runs no animation frames; the timer starts the app there.
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

/** The server's preload links for the app's code, held back until now (see `server/src/html`). */
const AFTER_PAINT_TEMPLATE_ID = 'pcsx-after-paint';

void afterFirstPaint().then(() => {
  const preloads = document.getElementById(AFTER_PAINT_TEMPLATE_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  return import('./start');
});
