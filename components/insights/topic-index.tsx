import { IntentLink } from '@/components/ui/intent-link';
import { TOPIC_KIND_HEADINGS, topicPath, type Topic, type TopicKind } from '@/lib/content/topics';

type TopicIndexProps = { topics: readonly Topic[]; headingLevel?: 'h2' | 'h3' };

/** Every topic page, grouped by kind (subjects, services, industries), each with its article count. */
export function TopicIndex({ topics, headingLevel: Heading = 'h3' }: TopicIndexProps) {
  const kinds = (Object.keys(TOPIC_KIND_HEADINGS) as TopicKind[]).filter((kind) => topics.some((t) => t.kind === kind));
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      {kinds.map((kind) => (
        <div key={kind} className={kind === 'subject' ? 'lg:col-span-3' : undefined}>
          <Heading className="text-xl font-semibold">{TOPIC_KIND_HEADINGS[kind]}</Heading>
          <ul className="mt-4 flex flex-wrap gap-2">
            {topics
              .filter((topic) => topic.kind === kind)
              .map((topic) => (
                <li key={topic.slug}>
                  <IntentLink
                    href={topicPath(topic.slug)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-navy-900 ring-1 ring-navy-900/15 transition-colors hover:bg-river-50 hover:text-river-700"
                  >
                    {topic.label}
                    <span className="text-ink-soft">
                      <span className="sr-only">(</span>
                      {topic.insightSlugs.length}
                      <span className="sr-only"> {topic.insightSlugs.length === 1 ? 'article' : 'articles'})</span>
                    </span>
                  </IntentLink>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
