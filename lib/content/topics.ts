import { topicIntroRecords } from '@/content/topics';
import { topicIntroSchema, type Insight, type TopicIntro } from '@/content/schemas';
import { withDaysCome } from './days-come';
import { getIndustry } from './industries';
import { allInsights, getInsight } from './insights';
import { assertUniqueSlugs, parseRecords } from './parse';
import { getService } from './services';
import { slugOf } from './slug.mjs';

/** What a topic page gathers: a 'Related Topics' label, a service or an industry the articles relate to. */
export type TopicKind = 'subject' | 'service' | 'industry';

export type Topic = {
  slug: string;
  label: string;
  kind: TopicKind;
  /** The articles that carry the topic, in the insights page's order. */
  insightSlugs: string[];
};

/** Headings of the topic index, in the order it shows the kinds. */
export const TOPIC_KIND_HEADINGS: Readonly<Record<TopicKind, string>> = {
  subject: 'Subjects',
  service: 'Services',
  industry: 'Industries',
};
const KIND_ORDER: readonly TopicKind[] = ['subject', 'service', 'industry'];

export const TOPICS_PATH = '/insights/topics';

export function topicPath(slug: string): string {
  return `${TOPICS_PATH}/${slug}`;
}

/**
 * A topic page's heading, title and name: "Insights on Strategy Consulting", not the bare label, which is the heading
 * of the service or industry page of the same name.
 */
export function topicHeading(topic: Pick<Topic, 'label'>): string {
  return `Insights on ${topic.label}`;
}

type TopicSource = Pick<Insight, 'slug' | 'relatedTopics' | 'relatedServices' | 'relatedIndustries'>;
/** Display names of services and industries by slug; undefined for a slug with no record. */
type NameLookup = { service: (slug: string) => string | undefined; industry: (slug: string) => string | undefined };

/** The front-matter field of an article that makes topics of each kind. */
export const TOPIC_FIELDS = { subject: 'relatedTopics', service: 'relatedServices', industry: 'relatedIndustries' } as const;
export type TopicField = (typeof TOPIC_FIELDS)[TopicKind];

/** Where item `index` of an article's field sits, for a message: lib/content/markdown-lines.ts gives "file:line". */
export type TopicLocator = (insightSlug: string, field: TopicField, index: number) => string;

/** Topics, and each article field item that cannot become one, as a sentence located by `where`. */
function gatherTopics(insights: readonly TopicSource[], names: NameLookup, where: TopicLocator): { topics: Topic[]; problems: string[] } {
  const topics = new Map<string, Topic>();
  /** Where each topic was first named, for the message about a label that would share its URL. */
  const firstNamed = new Map<string, Parameters<TopicLocator>>();
  const problems: string[] = [];
  const describe = (kind: TopicKind, label: string) => (kind === 'subject' ? `"${label}"` : `the ${kind} "${label}"`);
  const add = (kind: TopicKind, slug: string, label: string, insightSlug: string, index: number) => {
    const field = TOPIC_FIELDS[kind];
    const at = () => `${where(insightSlug, field, index)}: ${field}`;
    const existing = topics.get(slug);
    if (!slug) {
      problems.push(`${at()}: "${label}" has no letters or digits to make a URL of`);
    } else if (existing && (existing.label !== label || existing.kind !== kind)) {
      problems.push(
        `${at()}: ${describe(kind, label)} would share the URL ${topicPath(slug)} with ${describe(existing.kind, existing.label)} (${where(...firstNamed.get(slug)!)}); ` +
          'spell the topic the same way in both, or differently enough for a URL of its own',
      );
    } else {
      const topic = existing ?? { slug, label, kind, insightSlugs: [] };
      if (!topic.insightSlugs.includes(insightSlug)) topic.insightSlugs.push(insightSlug);
      topics.set(slug, topic);
      if (!firstNamed.has(slug)) firstNamed.set(slug, [insightSlug, field, index]);
    }
  };

  for (const insight of insights) {
    insight.relatedTopics.forEach((label, index) => add('subject', slugOf(label), label, insight.slug, index));
    // A slug with no record makes no topic; the integrity check names it, with the slugs there are.
    for (const kind of ['service', 'industry'] as const) {
      insight[TOPIC_FIELDS[kind]].forEach((slug, index) => {
        const name = names[kind](slug);
        if (name) add(kind, slug, name, insight.slug, index);
      });
    }
  }
  const sorted = [...topics.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.label.localeCompare(b.label, 'en'),
  );
  return { topics: sorted, problems };
}

/**
 * Every topic the articles name, each once: their 'Related Topics' labels, the services and the industries they
 * relate to. It never throws, so the integrity check can name each problem at its line (topicProblems): a label that
 * would share another's URL is left out, as is a service or industry with no record.
 */
export function deriveTopics(insights: readonly TopicSource[], names: NameLookup): Topic[] {
  return gatherTopics(insights, names, () => '').topics;
}

/** The article field items deriveTopics leaves out, each as "where: field: what is wrong; what to do". */
export function topicProblems(insights: readonly TopicSource[], names: NameLookup, where: TopicLocator): string[] {
  return gatherTopics(insights, names, where).problems;
}

/** Slugs of topics that have no introduction; the integrity check fails the build on any. */
export function topicsWithoutIntro(topics: readonly Pick<Topic, 'slug'>[], intros: readonly Pick<TopicIntro, 'slug'>[]): string[] {
  const written = new Set(intros.map((intro) => intro.slug));
  return topics.map((topic) => topic.slug).filter((slug) => !written.has(slug));
}

/** A topic introduction as the site takes it: its schema, and a modifiedAt that has come in Casper. */
export const datedTopicIntroSchema = withDaysCome(topicIntroSchema, ['modifiedAt']);

const intros: readonly TopicIntro[] = parseRecords(datedTopicIntroSchema, topicIntroRecords, 'topic intro', 'content/topics.ts');
assertUniqueSlugs(intros, 'topic intro', 'content/topics.ts');

const topics: readonly Topic[] = deriveTopics(allInsights(), {
  service: (slug) => getService(slug)?.navLabel,
  industry: (slug) => getIndustry(slug)?.name,
});

export function allTopics(): readonly Topic[] {
  return topics;
}

/**
 * The topics that gather more than one article, in index order: what the insights page offers for browsing. A topic
 * with one article leads to the card beside it; those stay on the full index and on their articles' chips.
 */
export function sharedTopics(topics: readonly Topic[]): Topic[] {
  return topics.filter(isSharedTopic);
}

/**
 * A topic more than one article takes up. Only these are offered for browsing and indexed by search engines: one
 * article's topic page holds that article's card under a short introduction, too thin a page to list in a search.
 */
export function isSharedTopic(topic: Pick<Topic, 'insightSlugs'>): boolean {
  return topic.insightSlugs.length > 1;
}

export function allTopicIntros(): readonly TopicIntro[] {
  return intros;
}

export function getTopic(slug: string): Topic | undefined {
  return topics.find((topic) => topic.slug === slug);
}

export function topicSlugs(): string[] {
  return topics.map((topic) => topic.slug);
}

/** The introduction record of a topic page; the integrity check guarantees one exists for every topic. */
function topicIntroRecord(slug: string): TopicIntro {
  const intro = intros.find((record) => record.slug === slug);
  if (!intro) throw new Error(`Topic "${slug}" has no introduction in content/topics.ts`);
  return intro;
}

/** The introduction of a topic page. */
export function topicIntro(slug: string): string {
  return topicIntroRecord(slug).intro;
}

/** A topic page's title: its heading, or the shorter `metaTitle` its introduction gives where the heading is too long. */
export function topicTitle(topic: Pick<Topic, 'slug' | 'label'>): string {
  return topicIntroRecord(topic.slug).metaTitle ?? topicHeading(topic);
}

/** A topic page's meta description: written for a search result, where the introduction would be cut. */
export function topicMetaDescription(slug: string): string {
  return topicIntroRecord(slug).metaDescription;
}

/** An article's 'Related Topics' chips as links to their topic pages. */
export function topicLinks(labels: readonly string[]): { label: string; href: string }[] {
  return labels.map((label) => ({ label, href: topicPath(slugOf(label)) }));
}

/** The articles of a topic, in the topic's order; every slug is an article, since topics are derived from them. */
export function topicInsights(topic: Topic): Insight[] {
  return topic.insightSlugs.map((slug) => {
    const insight = getInsight(slug);
    if (!insight) throw new Error(`Topic "${topic.slug}" lists unknown insight "${slug}"`);
    return insight;
  });
}
