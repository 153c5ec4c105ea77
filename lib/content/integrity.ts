import type { Industry, Insight, LegalDocument, Redirect, Service } from '@/content/schemas';
import { allIndustries } from './industries';
import { brokenInternalLinks, markdownSources, strayMarkdownFiles } from './content-files';
import { allInsights } from './insights';
import { legalWordProblems, pageWordProblems, titleTagProblems, topicIntroProblems } from './lengths';
import { allLegalDocuments } from './legal';
import { bodyLine, markdownField, markdownLine, type Folder } from './markdown-lines';
import { industriesOverview, servicesOverview } from './pages';
import { recordLine } from './parse';
import { allPeople } from './people';
import { unpublishable } from './publication';
import { allRedirects, redirectProblems } from './redirects';
import { allServices } from './services';
import { slugOf } from './slug.mjs';
import { allTopicIntros, allTopics, TOPIC_FIELDS, topicHeading, topicPath, topicProblems, topicsWithoutIntro } from './topics';
import { siteRoutes } from '../site-routes';

/** Everything the cross-record checks read; a test passes a broken copy. */
export type ContentSnapshot = {
  services: readonly Service[];
  industries: readonly Industry[];
  insights: readonly Insight[];
  legalDocuments: readonly LegalDocument[];
  people: readonly { slug: string }[];
  topics: ReturnType<typeof allTopics>;
  topicIntros: ReturnType<typeof allTopicIntros>;
  servicesOverview: Pick<typeof servicesOverview, 'serviceIndustryCards'>;
  industriesOverview: Pick<typeof industriesOverview, 'industryGroups'>;
  redirects: readonly Redirect[];
};

/** One cross-record rule: it returns a sentence for each problem it finds (none when the content is sound). */
export type ContentCheck = (content: ContentSnapshot) => string[];

/** The records a slug field may name, and where an editor finds them, for the message about one it does not. */
type Catalogue = { kind: string; records: readonly { slug: string }[]; where: string };

const catalogues = (content: ContentSnapshot) => ({
  service: { kind: 'service', records: content.services, where: 'a service is a file of content/services/' },
  industry: { kind: 'industry', records: content.industries, where: 'an industry is a file of content/industries/' },
  person: { kind: 'person', records: content.people, where: 'a person is a record of content/people.ts' },
});

/**
 * One sentence for each slug no record has: 'file:line: field: unknown industry "x"; an industry is a file of
 * content/industries/: a, b'. `where` places item `index`; it is asked only when there is a problem (it reads the file).
 */
function unknownSlugs(slugs: readonly string[], catalogue: Catalogue, where: (index: number) => string): string[] {
  const known = catalogue.records.map((record) => record.slug);
  return slugs.flatMap((slug, index) =>
    known.includes(slug) ? [] : [`${where(index)}: unknown ${catalogue.kind} "${slug}"; ${catalogue.where}: ${known.join(', ')}`],
  );
}

/** A record field that names other records by slug: each name must be one of its catalogue's slugs. */
type SlugReference = {
  folder: Folder;
  field: string;
  catalogue: keyof ReturnType<typeof catalogues>;
  /** Each record's slug and what its field names: a list, or one slug (a field with no items, like authorSlug). */
  names: (content: ContentSnapshot) => { slug: string; named: string | readonly string[] }[];
};

const slugReferences: readonly SlugReference[] = [
  { folder: 'services', field: 'relatedIndustries', catalogue: 'industry', names: (c) => c.services.map((r) => ({ slug: r.slug, named: r.relatedIndustries })) },
  { folder: 'industries', field: 'relatedServices', catalogue: 'service', names: (c) => c.industries.map((r) => ({ slug: r.slug, named: r.relatedServices })) },
  { folder: 'insights', field: 'relatedServices', catalogue: 'service', names: (c) => c.insights.map((r) => ({ slug: r.slug, named: r.relatedServices })) },
  { folder: 'insights', field: 'relatedIndustries', catalogue: 'industry', names: (c) => c.insights.map((r) => ({ slug: r.slug, named: r.relatedIndustries })) },
  { folder: 'insights', field: 'authorSlug', catalogue: 'person', names: (c) => c.insights.map((r) => ({ slug: r.slug, named: r.authorSlug })) },
];

/** Every name of one reference field that no record of its catalogue has, each at its line. */
function unknownReferences(content: ContentSnapshot, { folder, field, catalogue, names }: SlugReference): string[] {
  return names(content).flatMap(({ slug, named }) =>
    typeof named === 'string'
      ? unknownSlugs([named], catalogues(content)[catalogue], () => markdownField(folder, slug, field))
      : unknownSlugs(named, catalogues(content)[catalogue], (index) => markdownField(folder, slug, field, index)),
  );
}

/** Names a service or industry as its topic page does; undefined for a slug with no record. */
const topicNames = ({ services, industries }: ContentSnapshot) => ({
  service: (slug: string) => services.find((service) => service.slug === slug)?.navLabel,
  industry: (slug: string) => industries.find((industry) => industry.slug === slug)?.name,
});

/** Each article item that makes a topic with no introduction, at its line, with what to add where. */
function topicsLackingIntro({ topics, topicIntros, insights }: ContentSnapshot): string[] {
  const missing = new Set(topicsWithoutIntro(topics, topicIntros));
  return topics
    .filter((topic) => missing.has(topic.slug))
    .flatMap((topic) => {
      const field = TOPIC_FIELDS[topic.kind];
      return insights.flatMap((insight) => {
        const items: readonly string[] = insight[field];
        const index = items.findIndex((item) => (topic.kind === 'subject' ? slugOf(item) : item) === topic.slug);
        if (index === -1) return [];
        return [
          `${markdownField('insights', insight.slug, field, index)}: topic "${topic.label}" (${topicPath(topic.slug)}) has no introduction; ` +
            `add a record with slug '${topic.slug}', its intro and metaDescription to content/topics.ts (docs/content.md, "Add an article")`,
        ];
      });
    });
}

/**
 * The checks a per-record schema cannot make: links between records, and the length rules, which count words
 * (lib/text.ts) and spare drafts. Add a rule by appending a function:
 * `checkContentIntegrity` runs them all and reports every problem at once.
 */
export const contentChecks: readonly ContentCheck[] = [
  (content) => slugReferences.flatMap((reference) => unknownReferences(content, reference)),
  (content) => topicProblems(content.insights, topicNames(content), (slug, field, index) => markdownLine('insights', slug, field, index)),
  topicsLackingIntro,
  (content) =>
    unknownSlugs(
      content.servicesOverview.serviceIndustryCards.map((card) => card.industrySlug),
      catalogues(content).industry,
      (index) => markdownField('pages', 'services', 'serviceIndustryCards', index, `serviceIndustryCards.${index}.industrySlug`),
    ),
  ({ insights }) => insights.filter((insight) => !insight.draft).flatMap((insight) => unpublishable(insight, insights)),
  ({ services }) => services.flatMap((service) => pageWordProblems('service', service).map((message) => `${bodyLine('services', service.slug)}: content: ${message}`)),
  ({ industries }) =>
    industries.flatMap((industry) => pageWordProblems('industry', industry).map((message) => `${bodyLine('industries', industry.slug)}: content: ${message}`)),
  ({ legalDocuments }) =>
    legalDocuments.flatMap((document) => legalWordProblems(document).map((message) => `${bodyLine('legal', document.slug)}: body: ${message}`)),
  ({ topicIntros }) =>
    topicIntros.flatMap((intro) =>
      topicIntroProblems(intro).map((message) => `${recordLine('content/topics.ts', intro.slug, 'intro')}: topic intro "${intro.slug}": intro: ${message}`),
    ),
  ({ topics, topicIntros }) =>
    topics.flatMap((topic) => {
      const intro = topicIntros.find((record) => record.slug === topic.slug);
      if (!intro) return [];
      const field = intro.metaTitle ? 'metaTitle' : undefined;
      return titleTagProblems({ title: topicHeading(topic), metaTitle: intro.metaTitle }).map(
        (message) => `${recordLine('content/topics.ts', topic.slug, field)}: topic "${topic.slug}" (${topicPath(topic.slug)}): ${message}`,
      );
    }),
  () => strayMarkdownFiles(),
  () => brokenInternalLinks(new Set(siteRoutes().map((route) => route.path)), markdownSources()),
  ({ redirects }) => redirectProblems(redirects, new Set(siteRoutes().map((route) => route.path))),
  (content) => {
    const groups = content.industriesOverview.industryGroups;
    const grouped = groups.flatMap((group) => group.industrySlugs);
    const notOnce = content.industries.map((i) => i.slug).filter((slug) => grouped.filter((g) => g === slug).length !== 1);
    return [
      ...groups.flatMap((group, g) =>
        unknownSlugs(group.industrySlugs, catalogues(content).industry, () => markdownField('pages', 'industries', 'industryGroups', g, `industryGroups.${g}.industrySlugs`)),
      ),
      ...(notOnce.length > 0
        ? [`${markdownField('pages', 'industries', 'industryGroups')}: each industry sits in exactly one group; check: ${notOnce.join(', ')}`]
        : []),
    ];
  },
];

/** The site's content as the pages see it. */
export function siteContent(): ContentSnapshot {
  return {
    services: allServices(),
    industries: allIndustries(),
    insights: allInsights(),
    legalDocuments: allLegalDocuments(),
    people: allPeople(),
    topics: allTopics(),
    topicIntros: allTopicIntros(),
    servicesOverview,
    industriesOverview,
    redirects: allRedirects(),
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
