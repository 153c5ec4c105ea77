import Link from 'next/link';

type TopicChipsProps = { topics: readonly { label: string; href: string }[] };

/** An article's 'Related Topics': each chip leads to the topic's page. */
export function TopicChips({ topics }: TopicChipsProps) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li key={topic.href}>
          <Link
            href={topic.href}
            className="inline-flex min-h-11 items-center rounded-full bg-sand-100 px-3.5 py-1.5 text-sm font-medium text-navy-900 ring-1 ring-sand-200 transition-colors hover:bg-river-50 hover:text-river-700"
          >
            {topic.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
