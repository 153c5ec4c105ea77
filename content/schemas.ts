import { z } from 'zod';
import { ICON_NAMES } from './icon-names';

/*
 * One zod schema per content record (spec section 3). Every record is parsed
 * once when the loaders in lib/content load, so a typo fails the build and a
 * unit test instead of a page at run time.
 */

/** Markdown syntax a plain-text field would show as typed, with how to name it in a message. */
const MARKDOWN_SYNTAX: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\*/, what: '"*" (Markdown emphasis)' },
  { pattern: /_/, what: '"_" (Markdown emphasis)' },
  // \u0060 is the backtick, escaped so the quote-matching test in __tests__/content/markdown.test.ts reads this file right.
  { pattern: /\u0060/, what: 'a backtick (Markdown code)' },
  { pattern: /\[[^\]]*\]\(/, what: 'a [text](link) (Markdown link)' },
  { pattern: /^\s*#{1,6}\s/m, what: 'a leading "#" (Markdown heading)' },
];

/** The Markdown syntax in a value, described, or undefined when it has none. */
export function markdownSyntaxIn(value: string): string | undefined {
  return MARKDOWN_SYNTAX.find(({ pattern }) => pattern.test(value))?.what;
}

/**
 * Text shown as typed: front-matter fields and the page leads, which also feed meta descriptions, JSON-LD,
 * Open Graph images and the feed, where no HTML can go. Markdown in one would show literally, so it fails
 * (docs/content.md, "Plain-text fields"); the error names the file, the line and the field.
 */
export const plainTextSchema = z
  .string()
  .trim()
  .min(1)
  .superRefine((value, ctx) => {
    const syntax = markdownSyntaxIn(value);
    if (syntax) {
      ctx.addIssue({
        code: 'custom',
        message: `plain text field: it contains ${syntax}, which the page would show literally; only a file's body is Markdown`,
      });
    }
  });

/** A Markdown body, rendered to HTML at build (lib/markdown/render.ts). */
export const markdownSchema = z.string().trim().min(1);

const text = plainTextSchema;

/** The shortest and longest meta description: a search result shows about 155 characters and cuts the rest mid-word. */
export const META_DESCRIPTION_LENGTH = { min: 70, max: 160 } as const;

/**
 * A page's meta description (search results, link previews), written for the result, not cut from the page's lead:
 * a lead of 250 characters lost its second half in every search result.
 */
export const metaDescriptionSchema = text
  .min(META_DESCRIPTION_LENGTH.min, `at least ${META_DESCRIPTION_LENGTH.min} characters, a sentence a searcher can act on`)
  .max(META_DESCRIPTION_LENGTH.max, `at most ${META_DESCRIPTION_LENGTH.max} characters; a search result cuts the rest`);

/** A site-relative path ("/images/…") or an https URL (stock-photo hosts in next.config images.remotePatterns, served through the optimizer). */
const imageUrlSchema = z
  .string()
  .refine((value) => value.startsWith('/') || value.startsWith('https://'), {
    message: 'imageUrl must be a site path starting with "/" or an https URL',
  });

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case: lowercase letters and digits in words joined by "-", such as "water-rights"');

const iconNameSchema = z.enum(ICON_NAMES);

// ---------------------------------------------------------------- industries

export const STAT_LABELS = ['Experience', 'Projects', 'Specialists', 'Satisfaction'] as const;

/** The share of surveyed clients who rated the work good or excellent, as a whole percent. */
export function satisfactionPercent({ rated, surveyed }: { rated: number; surveyed: number }): number {
  return Math.round((100 * rated) / surveyed);
}

/** Nobody spends more than this many years in one sector; caps "combined years" per specialist. */
export const MAX_SECTOR_YEARS_PER_SPECIALIST = 35;

const count = z.number().int().positive();

/*
 * Each stat has one definition on every industry page (lib/industry-display.ts
 * writes its value and note), so the records hold only the numbers and a short
 * description of who and what they count.
 */
export const industryStatsSchema = z
  .object({
    /** Combined years the consultants who work in this sector have spent in it, rounded down. */
    experienceYears: count,
    /** Client engagements in this sector since 2020 ("tens, not hundreds"), and with whom. */
    projects: z.object({ count: count.min(10).max(99), with: text }),
    /** Consultants who work in this sector; many also work in others, so pages overlap. */
    specialists: z.object({ count: count.min(3).max(15), background: text }),
    /** Closing-survey answers: `rated` of `surveyed` clients rated the work good or excellent. */
    satisfaction: z.object({ rated: count, surveyed: count }),
  })
  .superRefine((stats, ctx) => {
    const { rated, surveyed } = stats.satisfaction;
    if (rated > surveyed) ctx.addIssue({ code: 'custom', path: ['satisfaction'], message: 'rated cannot exceed surveyed' });
    if (surveyed > stats.projects.count) {
      ctx.addIssue({
        code: 'custom',
        path: ['satisfaction', 'surveyed'],
        message: `surveyed (${surveyed}) cannot exceed the ${stats.projects.count} engagements the page counts`,
      });
    }
    const percent = satisfactionPercent(stats.satisfaction);
    if (percent < 94 || percent > 98) {
      ctx.addIssue({ code: 'custom', path: ['satisfaction'], message: `Satisfaction must be between 94% and 98% (is ${percent}%)` });
    }
    if (stats.experienceYears > stats.specialists.count * MAX_SECTOR_YEARS_PER_SPECIALIST) {
      ctx.addIssue({ code: 'custom', path: ['experienceYears'], message: 'more combined years than the specialists can hold' });
    }
  });

/** Optional per-industry lines for the page's shared components; lib/industry-display.ts supplies defaults. */
export const industryCopySchema = z.object({
  /** Heading over the four services; the default is "Our {name} Services". */
  servicesHeading: text.optional(),
  /** One line under 'Related Services'. */
  relatedServicesIntro: text.optional(),
  /** The closing call to action; the firm's response promise is added to the body. */
  cta: z.object({ heading: text, body: text }).optional(),
});

export const caseStudySchema = z.object({
  title: text,
  /** Who the client is, anonymised: "a 400-bed regional hospital network". */
  client: text,
  challenge: text,
  solution: text,
  results: z.array(text).min(3).max(5),
});

const isoDate = z.iso.date({ message: 'expected a calendar date written YYYY-MM-DD, such as 2025-03-04' });

/** Whether a value passed isoDate: the checks between dates say nothing about one that did not. */
const isIsoDate = (value: unknown) => isoDate.safeParse(value).success;

export const industrySchema = z.object({
  slug: slugSchema,
  /** Short name used in navigation, e.g. "Aerospace & Defense". */
  name: text,
  title: text,
  description: text,
  metaDescription: metaDescriptionSchema,
  /** Overview text (Markdown); paragraphs separated by a blank line. */
  content: markdownSchema,
  imageUrl: imageUrlSchema,
  imageAlt: text,
  stats: industryStatsSchema,
  trends: z.array(z.object({ text })).length(4),
  services: z.array(z.object({ title: text, description: text })).length(4),
  caseStudies: z.array(caseStudySchema).min(1).max(2),
  copy: industryCopySchema.default({}),
  /** Service slugs this industry links to. */
  relatedServices: z.array(slugSchema).min(2).max(4),
  /** When its dated facts (the trends above all) were last checked; the content check calls for another a year on. */
  reviewedAt: isoDate,
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
  metaDescription: metaDescriptionSchema,
  /** Body under 'Transform Your Business' (Markdown); paragraphs separated by a blank line. */
  content: markdownSchema,
  icon: iconNameSchema,
  benefits: z.array(z.object({ title: text, description: text })).length(3),
  results: z.array(text).length(3),
  imageUrl: imageUrlSchema,
  aiServices: z.array(aiServiceSchema).length(6).optional(),
  /** Industry slugs this service links to. */
  relatedIndustries: z.array(slugSchema).min(2).max(5),
});

// ------------------------------------------------------------------ insights

/** A primary document an article relies on, cited by name and date. */
export const sourceSchema = z.object({
  /** "Regulation (EU) 2023/956 (CBAM)" */
  title: text,
  /** "Official Journal of the European Union, L 130" */
  publisher: text,
  /** As the document dates itself: "16 May 2023". */
  date: text,
  url: z.url({ protocol: /^https$/ }).optional(),
});


export const insightSchema = z
  .object({
    slug: slugSchema,
    title: text,
    /** A shorter title for the browser tab and search results, where `title` would not fit (lib/content/lengths.ts). */
    metaTitle: text.optional(),
    excerpt: text,
    metaDescription: metaDescriptionSchema,
    category: text,
    /** A label, not a date, in one scheme for every article: "2025 Forecast". */
    date: text.regex(/^\d{4} Forecast$/, 'date label must read "YYYY Forecast"'),
    /** ISO date of first publication, for feeds and structured data. */
    publishedAt: isoDate,
    /** ISO date the text last changed (Article dateModified, feed). */
    modifiedAt: isoDate,
    /** ISO date an editor last checked every dated fact, changed or not. */
    reviewedAt: isoDate,
    /** Slug of the author in content/people.ts. */
    authorSlug: slugSchema,
    imageUrl: imageUrlSchema,
    imageAlt: text,
    /** Body (Markdown); paragraphs separated by a blank line. */
    content: markdownSchema,
    /** Shown as "Update, {month year of modifiedAt}" where facts have moved since publication; paragraphs separated by a blank line. */
    update: text.optional(),
    keyPoints: z.array(text).min(4).max(6),
    relatedTopics: z.array(text).min(3).max(6),
    relatedServices: z.array(slugSchema).min(1).max(3),
    /** Industry slugs the article speaks to; each becomes a topic page (lib/content/topics.ts). */
    relatedIndustries: z.array(slugSchema).max(3).default([]),
    sources: z.array(sourceSchema).min(1).max(8),
    /** A draft is built in development and on Vercel previews, marked and noindex; production leaves it out. */
    draft: z.boolean().default(false),
  })
  .superRefine((insight, ctx) => {
    // A date that is not one already has its own message; comparing it would only add misleading ones.
    if (![insight.publishedAt, insight.modifiedAt, insight.reviewedAt].every(isIsoDate)) return;
    if (insight.modifiedAt < insight.publishedAt) {
      ctx.addIssue({ code: 'custom', path: ['modifiedAt'], message: 'modifiedAt is before publishedAt' });
    }
    if (insight.reviewedAt < insight.modifiedAt) {
      ctx.addIssue({ code: 'custom', path: ['reviewedAt'], message: 'reviewedAt is before modifiedAt' });
    }
    if (insight.date.slice(0, 4) !== insight.publishedAt.slice(0, 4)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'date label year must match publishedAt' });
    }
    if (insight.update && insight.modifiedAt === insight.publishedAt) {
      ctx.addIssue({ code: 'custom', path: ['update'], message: 'an update note needs a modifiedAt after publication' });
    }
  });

// -------------------------------------------------------------------- people

export const personSchema = z.object({
  slug: slugSchema,
  name: text,
  /** Title as shown on bylines: "Principal, AI Solutions". */
  role: text,
  /** Where they worked before the firm. */
  background: text,
  /** What they work on here. */
  focus: text,
});

// -------------------------------------------------------------------- topics

/** Our introduction to one topic page (/insights/topics/{slug}); lib/content/topics.ts derives the topics. */
export const topicIntroSchema = z.object({
  slug: slugSchema,
  intro: text,
  /** The day the words of the intro last changed (a day still to come in Casper is refused: lib/content/topics.ts). */
  modifiedAt: isoDate,
  metaDescription: metaDescriptionSchema,
  /** A shorter page title, where the heading and the firm name run over TITLE_TAG_MAX and search results would cut it. */
  metaTitle: text.optional(),
});

// ----------------------------------------------------------------- redirects

/** The address of a page on this site as the pages write it: lowercase words and hyphens, no trailing slash, query or fragment. */
const pagePathSchema = z
  .string()
  .regex(/^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, 'expected a path on this site such as /insights/old-title: lowercase, no trailing slash, query or fragment');

/** An address that leads to a page: an old one after a rename or removal, or a short one people type (content/redirects.ts). */
export const redirectSchema = z.object({ from: pagePathSchema, to: pagePathSchema, why: text });

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

/** A section as the body reads (sectionsOf in lib/content/markdown-files.ts), derived from the Markdown, not typed. */
export const legalSectionSchema = z.object({ heading: markdownSchema, paragraphs: z.array(markdownSchema).min(1) });

export const legalDocumentSchema = z.object({
  slug: z.enum(['terms-of-service', 'privacy-policy', 'terms-conditions']),
  title: text,
  summary: text,
  metaDescription: metaDescriptionSchema,
  /** The Markdown body; each `## ` heading starts a section. */
  body: markdownSchema,
  sections: z.array(legalSectionSchema).min(6),
});

export type Industry = z.infer<typeof industrySchema>;
export type CaseStudy = z.infer<typeof caseStudySchema>;
export type Service = z.infer<typeof serviceSchema>;
export type AiService = z.infer<typeof aiServiceSchema>;
export type Insight = z.infer<typeof insightSchema>;
export type InsightRecord = z.input<typeof insightSchema>;
export type Source = z.infer<typeof sourceSchema>;
export type Person = z.infer<typeof personSchema>;
export type IndustryStats = z.infer<typeof industryStatsSchema>;
export type TopicIntro = z.infer<typeof topicIntroSchema>;
export type Redirect = z.infer<typeof redirectSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type IndustryGroup = z.infer<typeof industryGroupSchema>;
export type PortfolioOffering = z.infer<typeof portfolioOfferingSchema>;
export type ServiceIndustryCard = z.infer<typeof serviceIndustryCardSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
