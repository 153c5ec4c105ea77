import { ButtonLink } from '@/components/ui/button-link';

/** The call to action at the end of every article (spec: 'Stay Ahead of Industry Trends'). */
export function StayAhead() {
  return (
    // text-sand-100: light text on the dark box where the paragraph's translucent colour is unreadable (components/ui/cta-band.tsx).
    <section className="no-print rounded-2xl bg-navy-900 px-6 py-10 text-sand-100 sm:px-10">
      <h2 id="stay-ahead-heading" className="text-2xl font-semibold text-white sm:text-3xl">
        Stay Ahead of Industry Trends
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-sand-100/90">
        Tell us which of these shifts matters most to your business, and a senior consultant will talk through what it means for your
        plans. For our next outlooks by e-mail, use the newsletter sign-up at the foot of this page.
      </p>
      <ButtonLink href="/contact" variant="inverse" className="mt-6">
        Subscribe to Updates
        {/* The spec's label on a link to /contact: a listener hears where it goes (the paragraph above says why). */}
        <span className="sr-only"> (contact page)</span>
      </ButtonLink>
    </section>
  );
}
