import { NEWSLETTER_CADENCE } from '@/lib/newsletter/messages';

type InsightsSubscribeProps = {
  /** The newsletter form (components/newsletter); the box renders nothing in its place until one is passed. */
  children?: React.ReactNode;
};

/** The insights page's subscribe box (spec: Insights); a server component that frames the form it is given. */
export function InsightsSubscribe({ children }: InsightsSubscribeProps) {
  return (
    // text-sand-100: light text on the dark box where the paragraph's translucent colour is unreadable (components/ui/cta-band.tsx).
    <section className="no-print rounded-2xl bg-navy-900 px-6 py-10 text-sand-100 sm:px-10">
      <div className="max-w-2xl">
        <h2 id="insights-subscribe-heading" className="text-2xl font-semibold text-white sm:text-3xl">
          Get Our Next Outlook by E-mail
        </h2>
        <p className="mt-3 text-lg text-sand-100/90">
          {`Our new articles and what we are seeing in client work, in a short e-mail ${NEWSLETTER_CADENCE}; unsubscribe any time.`}
        </p>
      </div>
      {children ? <div className="mt-6 max-w-xl">{children}</div> : null}
    </section>
  );
}
