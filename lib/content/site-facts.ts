import { siteConfig } from '@/content/site-config';

/**
 * Facts that live in the site config, written {{name}} in a Markdown file of content/ so no page types them: a
 * rename, a new address or a new hire changes content/site-config.ts alone.
 */
export const SITE_FACTS: Readonly<Record<string, string>> = {
  name: siteConfig.name,
  shortName: siteConfig.shortName,
  email: siteConfig.email,
  headCount: String(siteConfig.headCount),
};

/** `value` with every {{fact}} in its strings filled in; an unknown one fails, naming the file. */
export function fillSiteFacts<T>(value: T, path: string): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!Object.hasOwn(SITE_FACTS, name)) throw new Error(`${path}: unknown placeholder {{${name}}}; known: ${Object.keys(SITE_FACTS).join(', ')}`);
      return SITE_FACTS[name]!;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillSiteFacts(item, path)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillSiteFacts(item, path)])) as T;
  }
  return value;
}
