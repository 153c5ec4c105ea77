// The newsletter's link paths (app/newsletter/). Plain JavaScript with no server-only import: next.config.ts and the
// Vercel-output check (bare Node) read them too.

export const LINK_PATHS = Object.freeze({
  /** The confirmation link in the first e-mail. */
  confirm: '/newsletter/confirm',
  /** The unsubscribe link in every e-mail: the page with one button. */
  unsubscribePage: '/newsletter/unsubscribe',
  /** Where opening that link is rewritten (next.config.ts): it checks the link, then answers with the page. */
  unsubscribeOpen: '/newsletter/unsubscribe/open',
  /** RFC 8058's one-click POST, and the button's. */
  oneClick: '/newsletter/unsubscribe/one-click',
});
