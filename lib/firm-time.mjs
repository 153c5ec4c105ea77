// The firm's own calendar: the day and year in Casper, Wyoming, whatever zone the build machine, the server or the
// visitor is in. Content dates are the firm's days; UTC's day turns over at 5 p.m. in Casper (6 p.m. in summer).
// Plain JavaScript: bare Node runs the scripts that use it.

/** Casper keeps Mountain Time, with daylight saving. */
export const FIRM_TIME_ZONE = 'America/Denver';

/** Mountain Standard Time, UTC−7: the offset at every New Year, which falls months outside daylight saving. */
const NEW_YEAR_OFFSET_MS = -7 * 60 * 60 * 1000;

/** @type {Intl.DateTimeFormat | undefined} */
let dayParts;

/**
 * The calendar day in Casper at `now`, written YYYY-MM-DD.
 * @param {Date} [now]
 */
export function firmDay(now = new Date()) {
  dayParts ??= new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = dayParts.formatToParts(now);
  const part = (/** @type {string} */ type) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The year in Casper at `now`. Worked out from MST, not through a formatter with FIRM_TIME_ZONE: the footer's year runs
 * on every page as it hydrates, and building a time-zone formatter took 35–42 ms of a phone-speed CPU there (Chromium,
 * CPU 4× slower). The year turns at New Year, when Casper is always on MST, so the two give the same year.
 * @param {Date} [now]
 */
export function firmYear(now = new Date()) {
  return new Date(now.getTime() + NEW_YEAR_OFFSET_MS).getUTCFullYear();
}
