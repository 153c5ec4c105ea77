import { sitePageClick } from '@/lib/client-effects/site-page-link';

/**
 * How long a sign-up waits for the server before the form gives up on the answer. A production server opens the
 * embedded database at start (instrumentation.ts), so a sign-up waits on no start-up; a phone's stalled request never
 * answers at all. `next dev` compiles the action and opens the database on the first sign-up, tens of seconds on a slow
 * machine (e2e/dev-loop.spec.ts allows two minutes): there the form waits as long, so the development loop never
 * reports as lost an address it goes on to store.
 */
export const NEWSLETTER_WAIT_MS = process.env.NODE_ENV === 'development' ? 120_000 : 20_000;

/**
 * Resolves as `answer` does, or with `stalled()` once NEWSLETTER_WAIT_MS pass or the visitor follows a link to another
 * page of the site in this tab. React holds every transition (the router's navigations) until a pending form action
 * settles, so a stalled post would freeze the site's links as well as the form. The request itself runs on: a late
 * answer is dropped, and a second try is safe, since the server never signs an address up twice.
 */
export function answerInTime<T>(answer: Promise<T>, stalled: () => T, win: Window, waitMs = NEWSLETTER_WAIT_MS): Promise<T> {
  let stop = () => {};
  const givenUp = new Promise<T>((resolve) => {
    const giveUp = () => resolve(stalled());
    const timer = win.setTimeout(giveUp, waitMs);
    const onClick = (event: MouseEvent) => {
      // A link opened in another tab or window leaves this page, and its pending sign-up, where they are.
      if (sitePageClick(event, win.location)) giveUp();
    };
    win.addEventListener('click', onClick, { capture: true });
    win.addEventListener('popstate', giveUp);
    stop = () => {
      win.clearTimeout(timer);
      win.removeEventListener('click', onClick, { capture: true });
      win.removeEventListener('popstate', giveUp);
    };
  });
  return Promise.race([answer, givenUp]).finally(() => stop());
}
