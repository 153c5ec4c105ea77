/** 'Related Topics' as plain labels: the site has no topic pages to link to. */
export function TopicChips({ topics }: { topics: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {topics.map((topic) => (
        <li key={topic} className="rounded-full bg-sand-100 px-3.5 py-1.5 text-sm font-medium text-navy-900 ring-1 ring-sand-200">
          {topic}
        </li>
      ))}
    </ul>
  );
}
