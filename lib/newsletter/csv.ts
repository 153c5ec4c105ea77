import type { ExportedSubscriber } from './store';

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

export const EXPORT_COLUMNS = ['email', 'confirmed_at', 'source'] as const;

/** The confirmed subscribers as CSV (CRLF lines, as RFC 4180 and spreadsheets expect), with a header row. */
export function subscribersCsv(rows: readonly ExportedSubscriber[]): string {
  const lines = [EXPORT_COLUMNS.join(',')];
  for (const row of rows) {
    lines.push([row.email, row.confirmedAt ? row.confirmedAt.toISOString() : '', row.source ?? ''].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
