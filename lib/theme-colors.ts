/** Browser chrome colours from the site's theme (app/globals.css): the navy-900 header over the sand-50 page. */
export const THEME_COLOR = '#0f2638';
export const BACKGROUND_COLOR = '#fbf9f5';
