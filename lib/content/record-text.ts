/** Keys that hold identifiers or URLs, not words a visitor reads. */
const NON_PROSE_KEYS = new Set([
  'slug',
  'imageUrl',
  'icon',
  'relatedServices',
  'relatedIndustries',
  'industrySlugs',
  'industrySlug',
  'publishedAt',
  'modifiedAt',
  'reviewedAt',
  'authorSlug',
  'url',
]);

/** Every visible string in a content record, depth-first. */
export function visibleStrings(value: unknown, key = ''): string[] {
  if (NON_PROSE_KEYS.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => visibleStrings(v, k));
  }
  return [];
}
