/*
 * One date scheme for every article: the record's label ("2025 Forecast"),
 * then "Published {long date}" and "Reviewed {long date}", and an update
 * note headed "Update, {Month year}" of the date the text last changed.
 */

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const utc = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "2025-01-20" → "January 20, 2025". */
export function formatLongDate(isoDate: string): string {
  return longDate.format(utc(isoDate));
}

/** "2026-11-22" → "Update, November 2026". */
export function updateHeading(modifiedAt: string): string {
  return `Update, ${monthYear.format(utc(modifiedAt))}`;
}

/**
 * The instant a feed gives for a content date, which records a day and no time: noon UTC, the one instant that falls
 * on that day from UTC-12 to UTC+11, so a feed reader in Casper, Honolulu or Tokyo shows the day the page shows. Midnight
 * UTC showed the day before everywhere west of Greenwich. Past UTC+12 (Kiritimati, Tonga) it shows the next day; no
 * single instant is the same day in Honolulu and Kiritimati.
 */
export function dayInstant(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}
