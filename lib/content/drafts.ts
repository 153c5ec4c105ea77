/**
 * Drafts (`draft: true` in front matter) are built where editors look before merging: `next dev` and
 * Vercel preview deployments. A production build leaves them out of every page, list, feed and index.
 */
export function draftsVisible(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'development' || env.VERCEL_ENV === 'preview';
}

/** The records a build shows: all of them where drafts are visible, otherwise the published ones. */
export function visibleRecords<T extends { draft: boolean }>(records: readonly T[], showDrafts = draftsVisible()): T[] {
  return records.filter((record) => showDrafts || !record.draft);
}
