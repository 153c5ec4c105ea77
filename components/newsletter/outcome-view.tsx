import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';

type OutcomeViewProps = { id: string; title: string; eyebrow?: string; children: React.ReactNode };

/** The frame of every newsletter link page: a heading, the message, and the way home. */
export function OutcomeView({ id, title, eyebrow = 'Newsletter', children }: OutcomeViewProps) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-center justify-center py-20 text-center">
      <SectionHeading as="h1" align="center" id={id} eyebrow={eyebrow} title={title} />
      <div className="mt-5 max-w-xl stack-4 text-lg text-ink-soft">{children}</div>
      <ButtonLink href="/" variant="secondary" className="mt-8">
        Back to Homepage
      </ButtonLink>
    </section>
  );
}
