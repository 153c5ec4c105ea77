import { LinkChips } from './link-chips';

type RelatedLinksProps = {
  /** Id of the heading, which labels the section. */
  id: string;
  heading: string;
  intro: string;
  links: readonly { label: string; href: string }[];
  className?: string;
};

/** A short headed section of cross-links as pills, such as the services related to an article or an industry. */
export function RelatedLinks({ id, heading, intro, links, className }: RelatedLinksProps) {
  return (
    <section className={className}>
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      <p className="mt-2 text-ink-soft">{intro}</p>
      <LinkChips links={links} className="mt-4" />
    </section>
  );
}
