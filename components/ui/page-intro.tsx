import { SectionHeading } from './section-heading';

type PageIntroProps = { eyebrow: string; title: string; lead: string };

/** The opening band of an overview page: its h1 and introduction. */
export function PageIntro({ eyebrow, title, lead }: PageIntroProps) {
  return (
    <header className="border-b border-navy-900/10 bg-white">
      <div className="container-page py-14 sm:py-20">
        <SectionHeading as="h1" eyebrow={eyebrow} title={title} lead={lead} />
      </div>
    </header>
  );
}
