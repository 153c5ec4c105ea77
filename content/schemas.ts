import { z } from 'zod';
import { ICON_NAMES } from './icon-names';

/*
 * One zod schema per content record (spec section 3). Every record is parsed
 * once when the loaders in lib/content load, so a typo fails the build and a
 * unit test instead of a page at run time.
 */

const text = z.string().trim().min(1);

/** A site-relative path ("/images/…") or an https URL (stock-photo hosts via next/image remotePatterns). */
export const imageUrlSchema = z
  .string()
  .refine((value) => value.startsWith('/') || value.startsWith('https://'), {
    message: 'imageUrl must be a site path starting with "/" or an https URL',
  });

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case');

export const iconNameSchema = z.enum(ICON_NAMES);

// ---------------------------------------------------------------- industries

export const STAT_LABELS = ['Experience', 'Projects', 'Specialists', 'Satisfaction'] as const;

const percentIn = (min: number, max: number) => (value: string) => {
  const match = /^(\d{2,3})%$/.exec(value);
  return match !== null && Number(match[1]) >= min && Number(match[1]) <= max;
};

export const industryStatsSchema = z
  .tuple([
    z.object({ label: z.literal('Experience'), value: text, note: text }),
    z.object({ label: z.literal('Projects'), value: text, note: text }),
    z.object({ label: z.literal('Specialists'), value: text, note: text }),
    z.object({
      label: z.literal('Satisfaction'),
      value: text.refine(percentIn(94, 98), 'Satisfaction must be between 94% and 98%'),
      note: text,
    }),
  ]);

export const caseStudySchema = z.object({
  title: text,
  /** Who the client is, anonymised: "a 400-bed regional hospital network". */
  client: text,
  challenge: text,
  solution: text,
  results: z.array(text).min(3).max(5),
});

export const industrySchema = z.object({
  slug: slugSchema,
  /** Short name used in navigation, e.g. "Aerospace & Defense". */
  name: text,
  title: text,
  description: text,
  /** Overview text; paragraphs separated by a blank line. */
  content: text,
  imageUrl: imageUrlSchema,
  imageAlt: text,
  stats: industryStatsSchema,
  trends: z.array(z.object({ text })).length(4),
  services: z.array(z.object({ title: text, description: text })).length(4),
  caseStudies: z.array(caseStudySchema).min(1).max(2),
  /** Service slugs this industry links to. */
  relatedServices: z.array(slugSchema).min(2).max(4),
});

// ------------------------------------------------------------------ services

export const aiServiceSchema = z.object({
  icon: iconNameSchema,
  title: text,
  description: text,
  features: z.array(text).min(3).max(5),
});

export const serviceSchema = z.object({
  slug: slugSchema,
  title: text,
  /** Short label for navigation and cards, e.g. "Operations & Process Improvement". */
  navLabel: text,
  description: text,
  /** Body under 'Transform Your Business'; paragraphs separated by a blank line. */
  content: text,
  icon: iconNameSchema,
  benefits: z.array(z.object({ title: text, description: text })).length(3),
  results: z.array(text).length(3),
  imageUrl: imageUrlSchema,
  aiServices: z.array(aiServiceSchema).length(6).optional(),
  /** Industry slugs this service links to. */
  relatedIndustries: z.array(slugSchema).min(2).max(5),
});

// ------------------------------------------------------------------ insights

export const insightSchema = z.object({
  slug: slugSchema,
  title: text,
  excerpt: text,
  category: text,
  /** A label, not a date: "2025 Forecast", "Q1 2025". */
  date: text,
  /** ISO date used for feeds and structured data. */
  publishedAt: z.iso.date(),
  author: text,
  authorRole: text,
  imageUrl: imageUrlSchema,
  imageAlt: text,
  /** Body; paragraphs separated by a blank line. */
  content: text,
  keyPoints: z.array(text).min(4).max(6),
  relatedTopics: z.array(text).min(3).max(6),
  relatedServices: z.array(slugSchema).min(1).max(3),
  /** Industry slugs the article speaks to; each becomes a topic page (lib/content/topics.ts). */
  relatedIndustries: z.array(slugSchema).max(3).default([]),
});

// -------------------------------------------------------------------- topics

/** Our introduction to one topic page (/insights/topics/{slug}); lib/content/topics.ts derives the topics. */
export const topicIntroSchema = z.object({ slug: slugSchema, intro: text });

// ---------------------------------------------------------- smaller records

export const testimonialSchema = z.object({ quote: text, author: text, position: text });

export const titledTextSchema = z.object({ title: text, description: text });

export const industryGroupSchema = z.object({
  title: text,
  description: text,
  subsectors: z.array(text).length(4),
  expertise: z.array(text).length(4),
  /** Industry detail pages in this group. */
  industrySlugs: z.array(slugSchema).min(1),
});

export const portfolioOfferingSchema = z.object({
  icon: iconNameSchema,
  title: text,
  description: text,
  features: z.array(text).length(4),
});

export const serviceIndustryCardSchema = z.object({
  title: text,
  industrySlug: slugSchema,
  subsectors: z.array(text).min(3).max(4),
  expertise: z.array(text).min(3).max(4),
  certifications: z.array(text).min(2).max(3),
});

export const faqSchema = z.object({ question: text, answer: text });

export const legalSectionSchema = z.object({ heading: text, paragraphs: z.array(text).min(1) });

export const legalDocumentSchema = z.object({
  slug: z.enum(['terms-of-service', 'privacy-policy', 'terms-conditions']),
  title: text,
  summary: text,
  sections: z.array(legalSectionSchema).min(6),
});

export type Industry = z.infer<typeof industrySchema>;
export type IndustryRecord = z.input<typeof industrySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type ServiceRecord = z.input<typeof serviceSchema>;
export type AiService = z.infer<typeof aiServiceSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type InsightRecord = z.input<typeof insightSchema>;
export type TopicIntro = z.infer<typeof topicIntroSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type IndustryGroup = z.infer<typeof industryGroupSchema>;
export type PortfolioOffering = z.infer<typeof portfolioOfferingSchema>;
export type ServiceIndustryCard = z.infer<typeof serviceIndustryCardSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalDocumentRecord = z.input<typeof legalDocumentSchema>;
