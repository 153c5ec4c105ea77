/**
 * The contact page's questions print with their answers. public/print.css shows a closed <details>'s answer through
 * `::details-content`, which Chrome before 131, Safari before 18.4 and Firefox before 143 lack: there a closed question
 * printed alone. So printing opens every closed one (`beforeprint`) and closing the print dialog (`afterprint`) closes
 * them again, leaving each as the visitor had it. Returns a function that removes the listeners.
 */
export function openDetailsForPrint(win: Window): () => void {
  let opened: HTMLDetailsElement[] = [];
  const open = () => {
    opened = [...win.document.querySelectorAll<HTMLDetailsElement>('details:not([open])')];
    for (const details of opened) details.open = true;
  };
  const close = () => {
    for (const details of opened) details.open = false;
    opened = [];
  };
  win.addEventListener('beforeprint', open);
  win.addEventListener('afterprint', close);
  return () => {
    win.removeEventListener('beforeprint', open);
    win.removeEventListener('afterprint', close);
  };
}
