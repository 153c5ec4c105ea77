import { CaseStudyCard } from '@/components/industries/case-study-card';
import { RelatedArticles } from '@/components/insights/related-articles';
import { IndustryStats } from '@/components/industries/industry-stats';
import { BackLink } from '@/components/ui/back-link';
import { CtaBand } from '@/components/ui/cta-band';
import { RelatedLinks } from '@/components/ui/related-links';
import { MediaFrame } from '@/components/ui/media-frame';
import { MarkdownBody } from '@/components/ui/markdown-body';
import type { Industry } from '@/content/schemas';
import type { ArticlesAbout, CrossLink } from '@/lib/content/cross-links';
import { industryPageCopy, industryStatLines, STATS_FOOTNOTE } from '@/lib/industry-display';

type IndustryDetailProps = { industry: Industry; relatedServices: readonly CrossLink[]; relatedArticles: ArticlesAbout };

/** The one layout for all fourteen industry pages. */
export function IndustryDetail({ industry, relatedServices, relatedArticles }: IndustryDetailProps) {
  const caseStudyHeading = industry.caseStudies.length > 1 ? 'Case Studies' : 'Case Study';
  const copy = industryPageCopy(industry);
  return (
    <>
      <header className="border-b border-navy-900/10 bg-white">
        <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:items-center">
          <div>
            <BackLink href="/industries" label="Back to Industries" />
            <p className="eyebrow mt-6">{industry.name}</p>
            <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{industry.title}</h1>
            <p className="mt-4 text-lg text-ink-soft sm:text-xl">{industry.description}</p>
          </div>
          {/* On the first screen of every size, and a phone's largest paint: inlined, it arrives with the page. */}
          <MediaFrame
            src={industry.imageUrl}
            inline
            alt={industry.imageAlt}
            sizes="(min-width: 1216px) 584px, (min-width: 1024px) 48vw, 100vw"
            className="rounded-xl shadow-card"
          />
        </div>
      </header>

      <IndustryStats stats={industryStatLines(industry.stats)} industryName={industry.name} footnote={STATS_FOOTNOTE} />

      <section className="container-page grid gap-10 py-16 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="eyebrow">Overview</p>
          <h2 id="overview-heading" className="mt-2 text-3xl font-semibold">
            How We See {industry.name}
          </h2>
        </div>
        <MarkdownBody markdown={industry.content} className="text-lg text-ink-soft" />
      </section>

      <section className="bg-sand-100 py-16">
        <div className="container-page">
          <p className="eyebrow">What we are watching</p>
          <h2 id="trends-heading" className="mt-2 text-3xl font-semibold">
            Key Trends
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-2">
            {industry.trends.map((trend, index) => (
              <li key={trend.text.slice(0, 48)} className="flex gap-4 rounded-xl bg-white p-6 shadow-card">
                <span aria-hidden="true" className="font-serif text-3xl font-semibold text-copper-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <p className="min-w-0 text-ink">{trend.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container-page py-16">
        <p className="eyebrow">How we help</p>
        <h2 id="industry-services-heading" className="mt-2 text-3xl font-semibold">
          {copy.servicesHeading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {industry.services.map((service) => (
            <li key={service.title} className="rounded-xl border border-navy-900/10 bg-white p-6">
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <p className="mt-2 text-ink-soft">{service.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-sand-100 py-16">
        <div className="container-page">
          <p className="eyebrow">Results</p>
          <h2 id="case-studies-heading" className="mt-2 text-3xl font-semibold">
            {caseStudyHeading}
          </h2>
          {/* The Terms & Conditions promise that no engagement is described without the client's written consent. */}
          <p className="mt-3 text-ink-soft">{"Described with the client's written consent, without its name."}</p>
          <div className="mt-10 stack-8">
            {industry.caseStudies.map((caseStudy) => (
              <CaseStudyCard key={caseStudy.title} caseStudy={caseStudy} />
            ))}
          </div>
        </div>
      </section>

      <div className="bg-white py-14">
        <RelatedArticles
          id="related-articles-heading"
          intro="Our articles that speak to this industry:"
          articles={relatedArticles}
          subject={industry.name}
          className="container-page mb-12"
        />
        <RelatedLinks
          id="related-services-heading"
          heading="Related Services"
          intro={copy.relatedServicesIntro}
          links={relatedServices}
          className="container-page"
        />
      </div>

      <CtaBand heading={copy.cta.heading} body={copy.cta.body} />
    </>
  );
}
