import { topicIntroRecords } from '@/content/topics';
import { topicIntroSchema, type Insight, type TopicIntro } from '@/content/schemas';
import { getIndustry } from './industries';
import { allInsights } from './insights';
import { assertUniqueSlugs, parseRecords } from './parse';
import { getService } from './services';

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

/** A topic label as a URL key: "California SB 253" → "california-sb-253", "Crypto-Agility" → "crypto-agility". */
export function topicSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type TopicSource = Pick<Insight, 'slug' | 'relatedTopics' | 'relatedServices' | 'relatedIndustries'>;
/** Display names of services and industries by slug; undefined for a slug with no record. */
type NameLookup = { service: (slug: string) => string | undefined; industry: (slug: string) => string | undefined };

/**
 * Every topic the articles name, each once: their 'Related Topics' labels, the
 * services and the industries they relate to. Throws when two different topics
 * would share a URL, or an article names a service or industry that does not exist.
 */
export function deriveTopics(insights: readonly TopicSource[], names: NameLookup): Topic[] {
  const topics = new Map<string, Topic>();
  const add = (kind: TopicKind, slug: string, label: string, insightSlug: string) => {
    if (!slug) throw new Error(`Topic "${label}" of insight "${insightSlug}" has no letters or digits for a URL`);
    const existing = topics.get(slug);
    if (existing && (existing.label !== label || existing.kind !== kind)) {
      throw new Error(`Topics "${existing.label}" and "${label}" would share the URL ${topicPath(slug)}`);
    }
    const topic = existing ?? { slug, label, kind, insightSlugs: [] };
    if (!topic.insightSlugs.includes(insightSlug)) topic.insightSlugs.push(insightSlug);
    topics.set(slug, topic);
  };
  const named = (kind: 'service' | 'industry', slug: string, insightSlug: string) => {
    const name = names[kind](slug);
    if (!name) throw new Error(`Insight "${insightSlug}" relates to unknown ${kind} "${slug}"`);
    return name;
  };

  for (const insight of insights) {
    for (const label of insight.relatedTopics) add('subject', topicSlug(label), label, insight.slug);
    for (const slug of insight.relatedServices) add('service', slug, named('service', slug, insight.slug), insight.slug);
    for (const slug of insight.relatedIndustries) add('industry', slug, named('industry', slug, insight.slug), insight.slug);
  }
  return [...topics.values()].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.label.localeCompare(b.label, 'en'),
  );
}

/** Slugs of topics that have no introduction; the integrity check fails the build on any. */
export function topicsWithoutIntro(topics: readonly Pick<Topic, 'slug'>[], intros: readonly Pick<TopicIntro, 'slug'>[]): string[] {
  const written = new Set(intros.map((intro) => intro.slug));
  return topics.map((topic) => topic.slug).filter((slug) => !written.has(slug));
}

const intros: readonly TopicIntro[] = parseRecords(topicIntroSchema, topicIntroRecords, 'topic intro', 'content/topics.ts');
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

/** A topic page's meta description: written for a search result, where the introduction would be cut. */
export function topicMetaDescription(slug: string): string {
  return topicIntroRecord(slug).metaDescription;
}

/** An article's 'Related Topics' chips as links to their topic pages. */
export function topicLinks(labels: readonly string[]): { label: string; href: string }[] {
  return labels.map((label) => ({ label, href: topicPath(topicSlug(label)) }));
}
