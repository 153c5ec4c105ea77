import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Industry, Insight, Service } from '@/content/schemas';
import { allIndustries } from './industries';
import { brokenInternalLinks, MARKDOWN_FOLDERS, markdownSources, strayMarkdownFiles } from './content-files';
import { allInsights } from './insights';
import { CONTENT_DIR, readMarkdownFile } from './markdown-files';
import { industriesOverview, servicesOverview } from './pages';
import { allPeople } from './people';
import { allServices } from './services';
import { allTopicIntros, allTopics, topicsWithoutIntro } from './topics';
import { siteRoutes } from '../site-routes';

/** Everything the cross-record checks read; a test passes a broken copy. */
export type ContentSnapshot = {
  services: readonly Service[];
  industries: readonly Industry[];
  insights: readonly Insight[];
  people: readonly { slug: string }[];
  topics: ReturnType<typeof allTopics>;
  topicIntros: ReturnType<typeof allTopicIntros>;
  servicesOverview: Pick<typeof servicesOverview, 'serviceIndustryCards'>;
  industriesOverview: Pick<typeof industriesOverview, 'industryGroups'>;
};

/** One cross-record rule: it returns a sentence for each problem it finds (none when the content is sound). */
export type ContentCheck = (content: ContentSnapshot) => string[];

/**
 * "content/insights/x.md:7: authorSlug", the field of a Markdown record as the schema's messages name one, so an editor
 * lands on the line. A record with no file (a test's invented one) is named by its file alone.
 */
function markdownField(folder: (typeof MARKDOWN_FOLDERS)[number], slug: string, key: string): string {
  const file = join(/*turbopackIgnore: true*/ CONTENT_DIR, folder, `${slug}.md`);
  const path = `content/${folder}/${slug}.md`;
  return existsSync(file) ? `${path}:${readMarkdownFile(file).lineOf(key)}: ${key}` : `${path}: ${key}`;
}

/** `where` names the field; a function is asked only when there is a problem to report (it may read the file). */
const unknownSlugs = (slugs: readonly string[], known: readonly { slug: string }[], where: string | (() => string)): string[] => {
  const knownSlugs = new Set(known.map((record) => record.slug));
  const unknown = slugs.filter((slug) => !knownSlugs.has(slug));
  if (unknown.length === 0) return [];
  return [`${typeof where === 'function' ? where() : where} refers to unknown slug(s): ${unknown.join(', ')}`];
};

/**
 * The checks a per-record schema cannot make. Add a rule by appending a function:
 * `checkContentIntegrity` runs them all and reports every problem at once.
 */
export const contentChecks: readonly ContentCheck[] = [
  ({ services, industries }) =>
    services.flatMap((service) => unknownSlugs(service.relatedIndustries, industries, () => markdownField('services', service.slug, 'relatedIndustries'))),
  ({ services, industries }) =>
    industries.flatMap((industry) => unknownSlugs(industry.relatedServices, services, () => markdownField('industries', industry.slug, 'relatedServices'))),
  ({ services, insights }) =>
    insights.flatMap((insight) => unknownSlugs(insight.relatedServices, services, () => markdownField('insights', insight.slug, 'relatedServices'))),
  ({ industries, insights }) =>
    insights.flatMap((insight) =>
      unknownSlugs(insight.relatedIndustries, industries, () => markdownField('insights', insight.slug, 'relatedIndustries')),
    ),
  ({ topics, topicIntros }) => {
    const noIntro = topicsWithoutIntro(topics, topicIntros);
    return noIntro.length > 0 ? [`Topic(s) with no introduction in content/topics.ts: ${noIntro.join(', ')}`] : [];
  },
  ({ insights, people }) =>
    insights.flatMap((insight) =>
      unknownSlugs([insight.authorSlug], people, () => `${markdownField('insights', insight.slug, 'authorSlug')} (the people are in content/people.ts)`),
    ),
  ({ servicesOverview, industries }) =>
    unknownSlugs(
      servicesOverview.serviceIndustryCards.map((card) => card.industrySlug),
      industries,
      'Services overview industry cards',
    ),
  () => strayMarkdownFiles(),
  () => brokenInternalLinks(new Set(siteRoutes().map((route) => route.path)), markdownSources()),
  ({ industriesOverview, industries }) => {
    const grouped = industriesOverview.industryGroups.flatMap((group) => group.industrySlugs);
    const notOnce = industries.map((i) => i.slug).filter((slug) => grouped.filter((g) => g === slug).length !== 1);
    return [
      ...unknownSlugs(grouped, industries, 'Industry groups'),
      ...(notOnce.length > 0 ? [`Each industry must sit in exactly one overview group; check: ${notOnce.join(', ')}`] : []),
    ];
  },
];

/** The site's content as the pages see it. */
export function siteContent(): ContentSnapshot {
  return {
    services: allServices(),
    industries: allIndustries(),
    insights: allInsights(),
    people: allPeople(),
    topics: allTopics(),
    topicIntros: allTopicIntros(),
    servicesOverview,
    industriesOverview,
  };
}

/** Every problem the checks find, as sentences naming the record. */
export function findContentProblems(content: ContentSnapshot = siteContent(), checks = contentChecks): string[] {
  return checks.flatMap((check) => check(content));
}

/** Throws one error listing every problem; run by `npm run check:content` before each build. */
export function assertContentIntegrity(content: ContentSnapshot = siteContent()): void {
  const problems = findContentProblems(content);
  if (problems.length > 0) {
    throw new Error(`Content integrity check failed:\n- ${problems.join('\n- ')}`);
  }
}
