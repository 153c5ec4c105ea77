/** The paths the links in e-mails lead to (app/newsletter/). No server-only import: next.config.ts reads them. */
export const LINK_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribePage: '/newsletter/unsubscribe',
  oneClick: '/newsletter/unsubscribe/one-click',
} as const;
