import { SectionHeading } from './section-heading';

type CardGridSectionProps<Item> = {
  /** Id of the heading, a place a link can point at. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => React.ReactNode;
};

/** A headed section with its items as a responsive grid of cards (one, two, then three columns). */
export function CardGridSection<Item>({ id, eyebrow, title, lead, items, itemKey, renderItem }: CardGridSectionProps<Item>) {
  // No accessible name: a named section is a landmark, and a page of them, each announced before its own heading,
  // buried the few a screen-reader visitor jumps to (the main content, the forms).
  return (
    <section className="container-page py-16">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    </section>
  );
}
