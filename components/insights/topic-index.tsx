import { LinkChips } from '@/components/ui/link-chips';
import { TOPIC_KIND_HEADINGS, topicPath, type Topic, type TopicKind } from '@/lib/content/topics';

type TopicIndexProps = { topics: readonly Topic[]; headingLevel?: 'h2' | 'h3' };

function TopicLabel({ topic }: { topic: Topic }) {
  const count = topic.insightSlugs.length;
  return (
    <>
      {topic.label}
      <span className="font-normal text-ink-soft">
        <span className="sr-only"> (</span>
        {count}
        <span className="sr-only"> {count === 1 ? 'article' : 'articles'})</span>
      </span>
    </>
  );
}

/** Topic pages grouped by kind (subjects, services, industries), each with its article count. */
export function TopicIndex({ topics, headingLevel: Heading = 'h3' }: TopicIndexProps) {
  const kinds = (Object.keys(TOPIC_KIND_HEADINGS) as TopicKind[]).filter((kind) => topics.some((t) => t.kind === kind));
  // Without the wide row of subjects, services and industries share the width half and half.
  const columns = kinds.includes('subject') ? 'lg:grid-cols-3' : 'lg:grid-cols-2';
  return (
    <div className={`grid gap-10 ${columns}`}>
      {kinds.map((kind) => (
        <div key={kind} className={kind === 'subject' ? 'lg:col-span-3' : undefined}>
          <Heading className="text-xl font-semibold">{TOPIC_KIND_HEADINGS[kind]}</Heading>
          <LinkChips
            className="mt-4"
            links={topics
              .filter((topic) => topic.kind === kind)
              .map((topic) => ({ href: topicPath(topic.slug), label: <TopicLabel topic={topic} /> }))}
          />
        </div>
      ))}
    </div>
  );
}
