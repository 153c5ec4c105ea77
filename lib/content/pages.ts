import { z } from 'zod';
import {
  faqSchema,
  markdownSchema,
  plainTextSchema,
  industryGroupSchema,
  portfolioOfferingSchema,
  serviceIndustryCardSchema,
  testimonialSchema,
  titledTextSchema,
} from '@/content/schemas';
import { CONTENT_DIR, parseMarkdownRecord, readMarkdownFile } from './markdown-files';

/** Front matter, and the bodies of the contact, services and industries pages, are shown as plain text. */
const text = plainTextSchema;

/** One page file of content/pages: front matter for the structured parts, the body for its opening prose. */
function parsePage<S extends z.ZodObject>(name: string, schema: S, bodyField: string): z.infer<S> {
  return parseMarkdownRecord(schema, readMarkdownFile(`${CONTENT_DIR}/pages/${name}.md`), bodyField);
}
const titled = (titles: readonly string[]) =>
  z.array(titledTextSchema).refine((items) => items.map((i) => i.title).join('|') === titles.join('|'), {
    message: `titles must be exactly: ${titles.join(', ')}`,
  });

export const homePageSchema = z.object({
  heroLead: text,
  /** Markdown: the page renders it (components/ui/markdown-body.tsx). */
  homeIntro: markdownSchema,
  whyChoose: titled(['Global Perspective', 'Data-Driven Approach', 'Personalized Solutions', 'Results-Focused']),
  testimonials: z.array(testimonialSchema).length(3),
  closingCta: z.object({ heading: text, body: text }),
});

export const homeContent = parsePage('home', homePageSchema, 'homeIntro');

export const aboutPageSchema = z.object({
  /** Markdown: the page renders it (components/ui/markdown-body.tsx). */
  aboutIntro: markdownSchema,
  mission: text,
  vision: text,
  coreValues: titled(['Global Perspective', 'Excellence', 'Client Focus', 'Results-Driven']),
  globalPresence: z.object({
    intro: text,
    locations: z.array(z.object({ place: text, role: text })).min(2),
  }),
  howWeWork: z.array(titledTextSchema).min(3).max(4),
  peopleIntro: text,
});

export const aboutContent = parsePage('about', aboutPageSchema, 'aboutIntro');

export const contactPageSchema = z.object({
  contactIntro: text.refine((value) => /we['’]ll respond within 24 hours/.test(value), {
    message: "contactIntro must promise \"we'll respond within 24 hours\"",
  }),
  faqs: z.array(faqSchema).length(4),
});

export const contactContent = parsePage('contact', contactPageSchema, 'contactIntro');

export const industriesPageSchema = z.object({ industriesIntro: text, industryGroups: z.array(industryGroupSchema).length(8) });

export const industriesOverview = parsePage('industries', industriesPageSchema, 'industriesIntro');

export const servicesPageSchema = z.object({
  servicesIntro: text,
  aiPortfolio: z.array(portfolioOfferingSchema).length(8),
  serviceIndustryCards: z.array(serviceIndustryCardSchema).length(6),
  differentiators: z.array(titledTextSchema).length(4),
});

export const servicesOverview = parsePage('services', servicesPageSchema, 'servicesIntro');
