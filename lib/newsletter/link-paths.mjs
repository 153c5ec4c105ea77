// The newsletter's link paths (app/newsletter/). Plain JavaScript with no server-only import: next.config.ts and the
// Vercel-output check (bare Node) read them too.

export const LINK_PATHS = Object.freeze({
  /** The confirmation link in the first e-mail: the page with one button. */
  confirm: '/newsletter/confirm',
  /** Where opening that link is rewritten (next.config.ts): it checks the link, then answers with the page. */
  confirmOpen: '/newsletter/confirm/open',
  /** Where the page's button posts (next.config.ts rewrites the page's POST here): it confirms. */
  confirmSubmit: '/newsletter/confirm/submit',
  /** The unsubscribe link in every e-mail: the page with one button. */
  unsubscribePage: '/newsletter/unsubscribe',
  /** Where opening that link is rewritten (next.config.ts): it checks the link, then answers with the page. */
  unsubscribeOpen: '/newsletter/unsubscribe/open',
  /** RFC 8058's one-click POST, and the button's. */
  oneClick: '/newsletter/unsubscribe/one-click',
});

/** How the button's form posts (a form without enctype); next.config.ts sends only such a post to the route that acts. */
export const BUTTON_FORM_ENCODING = 'application/x-www-form-urlencoded';

/**
 * The two links whose page only asks: opening one (mail scanners open links) checks it and shows a button; the
 * button's POST to the same address does the work.
 * @type {ReadonlyArray<{ purpose: 'confirm' | 'unsubscribe'; page: string; open: string; post: string }>}
 */
export const BUTTON_LINKS = Object.freeze([
  { purpose: 'confirm', page: LINK_PATHS.confirm, open: LINK_PATHS.confirmOpen, post: LINK_PATHS.confirmSubmit },
  { purpose: 'unsubscribe', page: LINK_PATHS.unsubscribePage, open: LINK_PATHS.unsubscribeOpen, post: LINK_PATHS.oneClick },
]);
