/** The footer's id: without JavaScript the header's menu icon is a link to the footer's links. */
export const SITE_FOOTER_ID = 'site-footer';
