import { redirectRecords } from '@/content/redirects';
import { redirectSchema, type Redirect } from '@/content/schemas';
import { parseRecords, recordLine } from './parse';

const FILE = 'content/redirects.ts';

const redirects: readonly Redirect[] = parseRecords(redirectSchema, redirectRecords, 'redirect', FILE, 'from');

export function allRedirects(): readonly Redirect[] {
  return redirects;
}

/**
 * Addresses the site answers with something other than a page, which a redirect would never reach or would shadow:
 * the framework's files, route handlers, the search index, the newsletter's links and outcomes, the offline page.
 */
const RESERVED_PREFIXES = ['/_next', '/api', '/canonical-path', '/unknown-path', '/pagefind', '/newsletter', '/offline'] as const;

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * What makes a redirect wrong, each at its line: its `from` is a page (the page would be served and the redirect
 * never), or an address the site reserves; its `to` is no page; its `to` is another redirect's `from` (a chain of
 * hops); its `from` is written twice.
 */
export function redirectProblems(records: readonly Redirect[], pagePaths: ReadonlySet<string>): string[] {
  const froms = records.map((record) => record.from);
  return records.flatMap(({ from, to }, index) => {
    const at = (field: keyof Redirect) => `${recordLine(FILE, from, field, 'from')}: redirect "${from}": ${field}`;
    const reserved = RESERVED_PREFIXES.find((prefix) => isUnder(from, prefix));
    return [
      ...(pagePaths.has(from) ? [`${at('from')}: ${from} is a page of the site; a redirect from it would never be used`] : []),
      ...(reserved ? [`${at('from')}: ${from} is under ${reserved}, which the site answers itself`] : []),
      ...(froms.indexOf(from) !== index ? [`${at('from')}: ${from} is redirected twice; keep one`] : []),
      ...(froms.includes(to)
        ? [`${at('to')}: ${to} is itself redirected; lead straight to where that redirect goes (one hop, never a chain)`]
        : pagePaths.has(to)
          ? []
          : [`${at('to')}: ${to} is no page of the site (lib/site-routes.ts lists them)`]),
    ];
  });
}
