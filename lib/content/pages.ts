import { z } from 'zod';
import {
  faqSchema,
  industryGroupSchema,
  portfolioOfferingSchema,
  serviceIndustryCardSchema,
  testimonialSchema,
  titledTextSchema,
} from '@/content/schemas';
import { siteConfig } from '@/content/site-config';
import { CONTENT_DIR, parseMarkdownRecord, readMarkdownFile } from './markdown-files';

const text = z.string().trim().min(1);

/** Facts that live in the site config, written {{name}} in a page file so no page types the number. */
const SITE_FACTS: Record<string, string> = { headCount: String(siteConfig.headCount) };

function fillFacts<T>(value: T, path: string): T {
  if (typeof value === 'string') {
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in SITE_FACTS)) throw new Error(`${path}: unknown placeholder {{${name}}}`);
      return SITE_FACTS[name]!;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, path)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFacts(item, path)])) as T;
  }
  return value;
}

/** One page file of content/pages: front matter for the structured parts, the body for its opening prose. */
function parsePage<S extends z.ZodObject>(name: string, schema: S, bodyField: string): z.infer<S> {
  const file = readMarkdownFile(`${CONTENT_DIR}/pages/${name}.md`);
  const filled = { ...file, data: fillFacts(file.data, file.path), body: fillFacts(file.body, file.path) };
  return parseMarkdownRecord(schema, filled, bodyField);
}
const titled = (titles: readonly string[]) =>
  z.array(titledTextSchema).refine((items) => items.map((i) => i.title).join('|') === titles.join('|'), {
    message: `titles must be exactly: ${titles.join(', ')}`,
  });

export const homeContent = parsePage(
  'home',
  z.object({
    heroLead: text,
    homeIntro: text,
    whyChoose: titled(['Global Perspective', 'Data-Driven Approach', 'Personalized Solutions', 'Results-Focused']),
    testimonials: z.array(testimonialSchema).length(3),
    closingCta: z.object({ heading: text, body: text }),
  }),
  'homeIntro',
);

export const aboutContent = parsePage(
  'about',
  z.object({
    aboutIntro: text,
    mission: text,
    vision: text,
    coreValues: titled(['Global Perspective', 'Excellence', 'Client Focus', 'Results-Driven']),
    globalPresence: z.object({
      intro: text,
      locations: z.array(z.object({ place: text, role: text })).min(2),
    }),
    howWeWork: z.array(titledTextSchema).min(3).max(4),
    peopleIntro: text,
  }),
  'aboutIntro',
);

export const contactContent = parsePage(
  'contact',
  z.object({
    contactIntro: text.refine((value) => /we['’]ll respond within 24 hours/.test(value), {
      message: "contactIntro must promise \"we'll respond within 24 hours\"",
    }),
    faqs: z.array(faqSchema).length(4),
  }),
  'contactIntro',
);

export const industriesOverview = parsePage(
  'industries',
  z.object({ industriesIntro: text, industryGroups: z.array(industryGroupSchema).length(8) }),
  'industriesIntro',
);

export const servicesOverview = parsePage(
  'services',
  z.object({
    servicesIntro: text,
    aiPortfolio: z.array(portfolioOfferingSchema).length(8),
    serviceIndustryCards: z.array(serviceIndustryCardSchema).length(6),
    differentiators: z.array(titledTextSchema).length(4),
  }),
  'servicesIntro',
);
