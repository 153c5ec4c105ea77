import type { Redirect } from './schemas';

/*
 * Addresses that lead to another page with a permanent redirect (308), the visitor's query string kept: a page's old
 * address after its slug changed or the page was removed (links, bookmarks and search results keep working), and the
 * short addresses people guess. `from` must be no page of the site and `to` must be one; no `to` may be another
 * redirect's `from` (one hop, never a chain). check:content holds all three; docs/content.md, "Rename or remove a
 * page", says when to add one. next.config.ts turns each into a rewrite to the redirect handler
 * (app/canonical-path/), which answers with the site's headers on next start and on Vercel alike.
 */
export const redirectRecords: Redirect[] = [
  {
    from: '/privacy',
    to: '/legal/privacy-policy',
    why: 'The address people guess, and the one an app listing or a vendor form asks a firm for.',
  },
  {
    from: '/legal/privacy',
    to: '/legal/privacy-policy',
    why: 'The shorter address under /legal that people, and other sites linking to the policy, guess.',
  },
  {
    from: '/blog',
    to: '/insights',
    why: 'Where most visitors look first for a firm’s articles.',
  },
];
