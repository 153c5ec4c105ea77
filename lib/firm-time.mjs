// The firm's own calendar: the day and year in Casper, Wyoming, whatever zone the build machine, the server or the
// visitor is in. Content dates are the firm's days; UTC's day turns over at 5 p.m. in Casper (6 p.m. in summer).
// Plain JavaScript: bare Node runs the scripts that use it.

/** Casper keeps Mountain Time, with daylight saving. */
export const FIRM_TIME_ZONE = 'America/Denver';

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: FIRM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day in Casper at `now`, written YYYY-MM-DD.
 * @param {Date} [now]
 */
export function firmDay(now = new Date()) {
  const parts = dayParts.formatToParts(now);
  const part = (/** @type {string} */ type) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The year in Casper at `now`.
 * @param {Date} [now]
 */
export function firmYear(now = new Date()) {
  return Number(firmDay(now).slice(0, 4));
}
