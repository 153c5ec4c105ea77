/** A validated, slug-keyed list of content records, in the order `content/` lists them. */
export type Collection<T extends { slug: string }> = {
  all: () => readonly T[];
  get: (slug: string) => T | undefined;
  slugs: () => string[];
};

/**
 * Looks records up by slug. It validates nothing: lib/content/collections.ts has parsed every file against its
 * schema and checked its folder's order list (each slug once, each with its file) at module load.
 */
export function collectionOf<T extends { slug: string }>(items: readonly T[]): Collection<T> {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  return {
    all: () => items,
    get: (slug) => bySlug.get(slug),
    slugs: () => items.map((item) => item.slug),
  };
}
