/**
 * Pictures a visitor has not scrolled near (loading="lazy", next/image's default) would print as empty frames.
 * Chromium and Firefox start loading them once printing begins, Safari not at all; none can hold the print for
 * them. So when printing starts (`beforeprint`), every lazy picture becomes eager: every browser fetches them then,
 * and a print made once they have arrived, such as the print preview's, shows them. Until the visitor prints, they
 * stay lazy and cost a first view nothing. Returns a function that removes the listener.
 */
export function loadLazyImagesBeforePrint(win: Window): () => void {
  const load = () => {
    for (const image of win.document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
  };
  win.addEventListener('beforeprint', load);
  return () => win.removeEventListener('beforeprint', load);
}
