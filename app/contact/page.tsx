import type { Metadata } from 'next';
import { ContactFaq } from '@/components/contact/contact-faq';
import { LeadFormEmbed } from '@/components/contact/lead-form-embed';
import { TrackContactView } from '@/components/contact/track-contact-view';
import { ContactDetails } from '@/components/layout/contact-details';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { SocialLinks } from '@/components/layout/social-links';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { buttonClassName } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { siteConfig } from '@/content/site-config';
import { contactContent } from '@/lib/content/pages';
import { leadFormUrl } from '@/lib/lead-form';
import { pageMetadata } from '@/lib/metadata';
import { faqPageJsonLd } from '@/lib/structured-data';

const PATH = '/contact';
/** Target of the 'Contact Our Team' button. */
const LEAD_FORM_SECTION_ID = 'lead-form';

export const metadata: Metadata = pageMetadata({
  title: 'Contact Us',
  description: `Request a free first conversation with a senior consultant at ${siteConfig.name} in Casper, Wyoming, and ${siteConfig.responsePromise}.`,
  path: PATH,
  keywords: ['contact a business consultant', 'schedule a consultation', 'consulting firm Casper Wyoming'],
});

const linkStyle = 'font-semibold text-river-700 underline-offset-4 hover:underline';

export default function ContactPage() {
  const { contactIntro, faqs } = contactContent;

  return (
    <>
      <TrackContactView />
      <PageBreadcrumbs path={PATH} />
      <JsonLd data={faqPageJsonLd(faqs)} />
      <SearchIndexed section="About" navName="Contact Us">

      <section className="container-page py-16 sm:py-20">
        <div className="max-w-3xl">
          <SectionHeading as="h1" id="contact-heading" eyebrow="Contact" title="Get in Touch" />
          <p className="mt-5 text-lg text-ink-soft">{contactIntro}</p>
          {/* The spec's '#' target leads nowhere; a plain in-page anchor scrolls to the form and moves focus there. */}
          <a href={`#${LEAD_FORM_SECTION_ID}`} className={buttonClassName('primary', 'no-print mt-8')}>
            Contact Our Team
          </a>
        </div>
      </section>

      <div className="container-page grid gap-12 pb-20 lg:grid-cols-[1fr_2fr]">
        <aside aria-labelledby="details-heading" className="stack-10">
          <div>
            <h2 id="details-heading" className="text-2xl font-semibold">
              Contact Details
            </h2>
            <ContactDetails className="mt-4 text-lg text-ink-soft" linkClassName={linkStyle} />
          </div>
          <div>
            <h2 className="text-2xl font-semibold">Follow Us</h2>
            <div className="mt-4">
              {/* The spec points these at '#'; we don't ship dead links, so they go to the real profiles. */}
              <SocialLinks variant="labelled" />
            </div>
          </div>
        </aside>

        {/* Focusable so the in-page link moves keyboard focus here, not only the scroll position; named, so it is a
            landmark a screen-reader visitor can jump to as well (the page's one besides the newsletter form). */}
        <section id={LEAD_FORM_SECTION_ID} tabIndex={-1} aria-labelledby="lead-form-heading" className="focus:outline-none">
          <h2 id="lead-form-heading" className="text-2xl font-semibold">
            Request a Consultation
          </h2>
          <p className="mt-2 text-ink-soft">Tell us about your company and the decision in front of you.</p>
          <div className="mt-6">
            <LeadFormEmbed src={leadFormUrl()} />
          </div>
        </section>
      </div>

      <section className="bg-sand-100 py-20">
        <div className="container-page max-w-4xl">
          <SectionHeading id="faq-heading" eyebrow="Before you write" title="Frequently Asked Questions" />
          <div className="mt-10">
            <ContactFaq faqs={faqs} />
          </div>
        </div>
      </section>
      </SearchIndexed>
    </>
  );
}
