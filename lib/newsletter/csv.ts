import type { MailingListRow } from './mailing-list';

/** Characters that make a spreadsheet read a cell as a formula (OWASP's list), plus the controls that hide one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell that no spreadsheet runs: a value starting like a formula gets a leading apostrophe
 * (shown as text, not evaluated), and a value with a comma, quote or line break is quoted (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const EXPORT_COLUMNS = ['email', 'confirmed_at', 'source', 'unsubscribe_url', 'one_click_unsubscribe_url'] as const;

/**
 * The confirmed subscribers as CSV (CRLF lines, as RFC 4180 and spreadsheets expect), with a header row: each with the
 * unsubscribe link for the newsletter's body and the one-click link for its List-Unsubscribe header.
 */
export function subscribersCsv(rows: readonly MailingListRow[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push([row.email, row.confirmedAt ? row.confirmedAt.toISOString() : '', row.source ?? '', row.unsubscribeUrl, row.oneClickUrl].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
