import type { z } from 'zod';
import { assertUniqueSlugs, parseRecords } from './parse';

/** A validated, slug-keyed list of content records, in the order `content/` lists them. */
export type Collection<T extends { slug: string }> = {
  all: () => readonly T[];
  get: (slug: string) => T | undefined;
  slugs: () => string[];
};

/**
 * Parses every record against its schema and rejects duplicate slugs, once, at
 * module load: a broken record fails `next build` and the content tests.
 */
export function loadCollection<S extends z.ZodType<{ slug: string }>>(
  schema: S,
  records: unknown,
  what: string,
): Collection<z.infer<S>> {
  const items: readonly z.infer<S>[] = parseRecords(schema, records, what);
  assertUniqueSlugs(items, what);
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return {
    all: () => items,
    get: (slug) => bySlug.get(slug),
    slugs: () => items.map((item) => item.slug),
  };
}
