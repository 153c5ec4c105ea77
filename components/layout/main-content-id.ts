/** The main content's id: the skip link's target, and the page the mobile menu's panel makes inert while it covers it. */
export const MAIN_CONTENT_ID = 'main-content';
