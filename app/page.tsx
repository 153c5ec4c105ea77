import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { Hero } from '@/components/home/hero';
import { PrintLetterhead } from '@/components/layout/print-letterhead';
import { Testimonials } from '@/components/home/testimonials';
import { WhyChoose } from '@/components/home/why-choose';
import { InsightGrid } from '@/components/insights/insight-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { ServiceCard } from '@/components/services/service-card';
import { CtaBand } from '@/components/ui/cta-band';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { SectionHeading } from '@/components/ui/section-heading';
import { INSIGHTS_TITLE } from '@/content/insights-overview';
import { siteConfig } from '@/content/site-config';
import { featuredInsightCards } from '@/lib/content/insights';
import { homeContent } from '@/lib/content/pages';
import { allServices } from '@/lib/content/services';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd, websiteJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = pageMetadata({
  title: 'Business Consulting in Casper, Wyoming',
  // The home page leads with the firm's name, not "page | firm".
  fullTitle: `${siteConfig.name} | Business Consulting in Casper, Wyoming`,
  description:
    'Senior consultants in Casper, Wyoming, for strategy, operations, HR, digital transformation, growth and AI, serving companies across North America and abroad.',
  path: '/',
  keywords: [
    'business consulting',
    'management consulting Wyoming',
    'Casper consulting firm',
    'strategy consulting',
    'operations improvement',
    'digital transformation',
    'AI solutions for business',
  ],
});

export default function HomePage() {
  const { heroLead, homeIntro, whyChoose, testimonials, closingCta } = homeContent;

  return (
    <>
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <PrintLetterhead path="/" />
      <Hero headline={siteConfig.tagline} lead={heroLead} />

      <section className="container-page grid gap-10 py-20 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading id="intro-heading" eyebrow="Who we are" title="Senior consultants who stay until the numbers move" />
        <div className="text-lg text-ink-soft">
          <MarkdownBody markdown={homeIntro} />
          <IntentLink href="/about" className="mt-6 inline-block font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600">
            More about our firm and how we work
          </IntentLink>
        </div>
      </section>

      <section className="bg-sand-100 py-20">
        <div className="container-page">
          <SectionHeading id="services-heading" eyebrow="What we do" title="Our Services" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {allServices().map((service) => (
              <li key={service.slug}>
                <ServiceCard service={service} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <WhyChoose firmName={siteConfig.name} points={whyChoose} />
      <Testimonials testimonials={testimonials} />

      <section className="container-page py-20">
        <div className="keep-with-next flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="insights-heading" eyebrow="Insights" title={INSIGHTS_TITLE} />
          <IntentLink href="/insights" className="font-semibold text-copper-700 underline underline-offset-4 hover:text-copper-600">
            View All Insights
          </IntentLink>
        </div>
        <InsightGrid insights={featuredInsightCards()} className="mt-12" />
      </section>

      <CtaBand heading={closingCta.heading} body={closingCta.body} />
    </>
  );
}
