import { z } from 'zod';

/**
 * Parses content records at module load. A record that breaks its schema
 * throws here, which fails `next build` and the content unit tests.
 */
export function parseRecords<S extends z.ZodType>(schema: S, records: unknown, what: string): z.infer<S>[] {
  const result = z.array(schema).safeParse(records);
  if (!result.success) {
    throw new Error(`Invalid ${what} content:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** Throws when two records share a slug, so a copied file cannot shadow another page. */
export function assertUniqueSlugs(records: readonly { slug: string }[], what: string): void {
  const seen = new Set<string>();
  for (const { slug } of records) {
    if (seen.has(slug)) throw new Error(`Duplicate ${what} slug "${slug}"`);
    seen.add(slug);
  }
}
