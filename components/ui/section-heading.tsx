type SectionHeadingProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2';
};

export function SectionHeading({ id, eyebrow, title, lead, align = 'left', as: Heading = 'h2' }: SectionHeadingProps) {
  const alignment = align === 'center' ? 'mx-auto text-center' : '';
  // In print, a section's eyebrow, heading and lead stay together and with what follows (public/print.css). Not a page's
  // title: kept with a first card too tall for the rest of the page, it would leave the first page blank.
  const keep = Heading === 'h1' ? '' : 'keep-with-next ';
  return (
    <div className={`${keep}max-w-3xl ${alignment}`}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={`mt-2 font-semibold ${Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl'}`}>
        {title}
      </Heading>
      {lead ? <p className="mt-4 text-lg text-ink-soft">{lead}</p> : null}
    </div>
  );
}
