import { LinkChips } from '@/components/ui/link-chips';
import { TOPIC_KIND_HEADINGS, topicPath, type Topic, type TopicKind } from '@/lib/content/topics';

type TopicIndexProps = { topics: readonly Topic[]; headingLevel?: 'h2' | 'h3' };

/**
 * A chip: the topic and its article count. The count is a bare number on screen and words in the link's name, with
 * one element for it (some 45 chips on /insights: markup the browser lays out and React hydrates).
 */
function topicChip(topic: Topic) {
  const count = topic.insightSlugs.length;
  return {
    href: topicPath(topic.slug),
    name: `${topic.label} ${count} ${count === 1 ? 'article' : 'articles'}`,
    label: (
      <>
        {topic.label}
        <span className="font-normal text-ink-soft">{count}</span>
      </>
    ),
  };
}

/** Every topic page, grouped by kind (subjects, services, industries), each with its article count. */
export function TopicIndex({ topics, headingLevel: Heading = 'h3' }: TopicIndexProps) {
  const kinds = (Object.keys(TOPIC_KIND_HEADINGS) as TopicKind[]).filter((kind) => topics.some((t) => t.kind === kind));
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {kinds.map((kind) => (
        <div key={kind} className={kind === 'subject' ? 'lg:col-span-3' : undefined}>
          <Heading className="text-xl font-semibold">{TOPIC_KIND_HEADINGS[kind]}</Heading>
          <LinkChips
            className="mt-4"
            links={topics
              .filter((topic) => topic.kind === kind)
              .map(topicChip)}
          />
        </div>
      ))}
    </div>
  );
}
