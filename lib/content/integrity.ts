import type { Industry, Insight, Service } from '@/content/schemas';
import { allIndustries } from './industries';
import { brokenInternalLinks, markdownSources, strayMarkdownFiles } from './content-files';
import { allInsights } from './insights';
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

const unknownSlugs = (slugs: readonly string[], known: readonly { slug: string }[], where: string): string[] => {
  const knownSlugs = new Set(known.map((record) => record.slug));
  const unknown = slugs.filter((slug) => !knownSlugs.has(slug));
  return unknown.length > 0 ? [`${where} refers to unknown slug(s): ${unknown.join(', ')}`] : [];
};

/**
 * The checks a per-record schema cannot make. Add a rule by appending a function:
 * `checkContentIntegrity` runs them all and reports every problem at once.
 */
export const contentChecks: readonly ContentCheck[] = [
  ({ services, industries }) =>
    services.flatMap((service) => unknownSlugs(service.relatedIndustries, industries, `content/services/${service.slug}.md: relatedIndustries`)),
  ({ services, industries }) =>
    industries.flatMap((industry) => unknownSlugs(industry.relatedServices, services, `content/industries/${industry.slug}.md: relatedServices`)),
  ({ services, insights }) =>
    insights.flatMap((insight) => unknownSlugs(insight.relatedServices, services, `content/insights/${insight.slug}.md: relatedServices`)),
  ({ industries, insights }) =>
    insights.flatMap((insight) =>
      unknownSlugs(insight.relatedIndustries, industries, `content/insights/${insight.slug}.md: relatedIndustries`),
    ),
  ({ topics, topicIntros }) => {
    const noIntro = topicsWithoutIntro(topics, topicIntros);
    return noIntro.length > 0 ? [`Topic(s) with no introduction in content/topics.ts: ${noIntro.join(', ')}`] : [];
  },
  ({ insights, people }) =>
    insights.flatMap((insight) =>
      unknownSlugs([insight.authorSlug], people, `content/insights/${insight.slug}.md: authorSlug (content/people.ts)`),
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
