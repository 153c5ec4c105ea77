import { RelatedArticles } from '@/components/insights/related-articles';
import { AiOfferingGrid } from '@/components/services/ai-offering-card';
import { RESPONSE_SENTENCE } from '@/lib/response-promise';
import { ProvenResults } from '@/components/services/proven-results';
import { ServiceBenefits } from '@/components/services/service-benefits';
import { BackLink } from '@/components/ui/back-link';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { LinkChips } from '@/components/ui/link-chips';
import { MediaFrame } from '@/components/ui/media-frame';
import { MarkdownBody } from '@/components/ui/markdown-body';
import type { Service } from '@/content/schemas';
import type { ArticlesAbout, CrossLink } from '@/lib/content/cross-links';

/** Spec: the image's alt text is '{title} consulting', word for word. */
const serviceImageAlt = (service: Pick<Service, 'title'>) => `${service.title} consulting`;

type ServiceDetailProps = { service: Service; relatedIndustries: readonly CrossLink[]; relatedArticles: ArticlesAbout };

/** The one layout for all six service pages. */
export function ServiceDetail({ service, relatedIndustries, relatedArticles }: ServiceDetailProps) {
  return (
    <>
      <header className="border-b border-navy-900/10 bg-white">
        <div className="container-page py-10 sm:py-14">
          <BackLink href="/services" label="Back to Services" />
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
            <span className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-river-50 text-river-700">
              <Icon name={service.icon} className="size-8" />
            </span>
            <div>
              <p className="eyebrow">Consulting service</p>
              <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{service.title}</h1>
              <p className="mt-4 max-w-3xl text-lg text-ink-soft sm:text-xl">{service.description}</p>
            </div>
          </div>
        </div>
      </header>

      <div className="container-page grid gap-12 py-16 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <section>
          <h2 id="transform-heading" className="text-3xl font-semibold">
            Transform Your Business
          </h2>
          <MarkdownBody markdown={service.content} className="mt-6 text-lg text-ink-soft" />
        </section>
        <ServiceBenefits benefits={service.benefits} />
      </div>

      {/* The image beside the results, not in their section: a screen reader meets the section's heading first. */}
      <div className="bg-sand-100 py-16">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center">
          <MediaFrame
            src={service.imageUrl}
            alt={serviceImageAlt(service)}
            sizes="(min-width: 1216px) 584px, (min-width: 1024px) 48vw, 100vw"
            className="rounded-xl shadow-card"
          />
          <ProvenResults results={service.results} />
        </div>
      </div>

      {service.aiServices ? (
        <section className="container-page py-16">
          <p className="eyebrow">What we build</p>
          <h2 id="ai-portfolio-heading" className="mt-2 text-3xl font-semibold">
            Our AI Solutions Portfolio
          </h2>
          <AiOfferingGrid offerings={service.aiServices} featuresLabel="Key Features:" className="mt-10 lg:grid-cols-3" />
        </section>
      ) : null}

      <div className="border-t border-navy-900/10 bg-white py-14">
        <div className="container-page">
          <RelatedArticles
            id="related-articles-heading"
            intro="Our articles where this work comes up:"
            articles={relatedArticles}
            subject={service.navLabel}
            className="mb-12"
          />
          <section>
            <h2 id="related-industries-heading" className="text-2xl font-semibold">
              Industries We Serve
            </h2>
            <p className="mt-2 text-ink-soft">Sectors where our consultants most often put this service to work.</p>
            <LinkChips links={relatedIndustries} className="mt-6" />
          </section>
        </div>
      </div>

      <CtaBand
        heading={`Ready to talk about ${service.navLabel}?`}
        body={`Tell us what you need to change and by when, and which numbers would prove it worked. ${RESPONSE_SENTENCE}`}
      />
    </>
  );
}
