import { isPlainClick, linkOpeningHere } from '@/lib/client-effects/site-page-link';
import { SEARCH_PATH } from './config';

/**
 * On the search page, a plain click on a link to the bare search page (the header's Search button, the menu's) goes
 * to the box, with its text selected to type over, and leaves the search shown. Followed, the link changed the address
 * to /search while the box and results kept the last query: Next keeps the page's state through a navigation to
 * itself, so the address no longer said what the page showed, and a reload dropped the search.
 * Listens in the capture phase, before the link's own handler (components/ui/intent-link.tsx), which leaves a click
 * whose default is prevented alone.
 * Returns the undo.
 */
export function focusBoxOnSearchLinks(win: Window, box: () => HTMLInputElement | null): () => void {
  const onClick = (event: MouseEvent) => {
    const link = isPlainClick(event) ? linkOpeningHere(event.target) : null;
    if (!link) return;
    const url = new URL(link.href, win.location.href);
    if (url.origin !== win.location.origin || url.pathname !== SEARCH_PATH || url.search || url.hash) return;
    const input = box();
    if (!input) return;
    event.preventDefault();
    input.focus();
    input.select();
  };
  win.document.addEventListener('click', onClick, true);
  return () => win.document.removeEventListener('click', onClick, true);
}
