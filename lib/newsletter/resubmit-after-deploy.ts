/*
 * A page opened before a deployment posts its server action by an ID the new build does not know (Next.js gives the
 * actions new IDs each build): the server refuses it, Next.js throws an UnrecognizedActionError, and every further
 * try from that page fails the same way. Next.js's answer is to load the page again; the form does so itself and
 * sends the address the visitor already submitted once more from the new page, once.
 * The address waits in sessionStorage (this tab only) for the one load that follows, and is taken at once.
 */
import { dropTabNote, leaveTabNote, readTabNote } from '@/lib/tab-note';
import { NEWSLETTER_FIELDS, type NewsletterSource } from './form-state';

const KEY = 'prc-newsletter-resubmit';
/** Long enough for a slow reload; a later visit to the page never sends an address on its own. */
const MAX_AGE_MS = 60_000;

/**
 * Keeps `email` for the form `source` of this page, for the load that follows. False when the tab cannot keep it
 * (storage blocked or full): the form then shows its unexpected-error message as before.
 */
export function keepForResubmit(win: Window, source: NewsletterSource, email: string): boolean {
  return leaveTabNote(win, KEY, { source, email });
}

/** Whether this page holds a form of `source`, which may take an address left for it (the form's hidden field). */
const hasFormOf = (win: Window, source: unknown) =>
  [...win.document.querySelectorAll<HTMLInputElement>(`input[type="hidden"][name="${NEWSLETTER_FIELDS.source}"]`)].some(
    (input) => input.value === source,
  );

/**
 * The address the page before this load left for the form `source` to send again, or null; taken once. Whichever form
 * of the page asks first also drops an address that no form here can take (stale, another page's, or for a form this
 * page lacks): the footer's form is on every page, so nothing stays in the tab beyond the next page load.
 */
export function takeResubmit(win: Window, source: NewsletterSource): string | null {
  const note = readTabNote(win, KEY, MAX_AGE_MS);
  const email = typeof note?.email === 'string' ? note.email : null;
  if (email !== null && note?.source !== source && hasFormOf(win, note?.source)) return null;
  dropTabNote(win, KEY);
  return note?.source === source ? email : null;
}

/** Loads the page again, from the network: the service worker answers pages network first (lib/service-worker/sw.ts). */
export function reloadPage(win: Window): void {
  win.location.reload();
}
