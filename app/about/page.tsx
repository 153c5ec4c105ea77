import type { Metadata } from 'next';
import { CoreValues } from '@/components/about/core-values';
import { GlobalPresence } from '@/components/about/global-presence';
import { HowWeWork } from '@/components/about/how-we-work';
import { OurPeople } from '@/components/about/our-people';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { SearchIndexed } from '@/components/search/search-indexed';
import { CtaBand } from '@/components/ui/cta-band';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { SectionHeading } from '@/components/ui/section-heading';
import { siteConfig } from '@/content/site-config';
import { aboutContent } from '@/lib/content/pages';
import { allPeople } from '@/lib/content/people';
import { pageMetadata } from '@/lib/metadata';
import { organizationJsonLd, personJsonLd } from '@/lib/structured-data';

const PATH = '/about';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: `${siteConfig.name} was founded in Casper, Wyoming, in 2020: a senior team of ${siteConfig.headCount} serving companies across North America and abroad. Meet our people.`,
  path: PATH,
  keywords: [`about ${siteConfig.name}`, 'consulting firm Casper Wyoming', 'senior business consultants'],
});

export default function AboutPage() {
  const { aboutIntro, mission, vision, coreValues, globalPresence, howWeWork, peopleIntro } = aboutContent;
  const people = allPeople();

  return (
    <>
      <PageBreadcrumbs path={PATH} />
      <JsonLd data={[organizationJsonLd(), ...people.map(personJsonLd)]} />
      <SearchIndexed section="About" navName="About Us">

      <section className="container-page grid gap-10 py-16 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
        <SectionHeading as="h1" id="about-heading" eyebrow="About us" title={`About ${siteConfig.name}`} />
        <MarkdownBody markdown={aboutIntro} className="text-lg text-ink-soft" />
      </section>

      <section className="container-page grid gap-6 pb-20 md:grid-cols-2">
        {/* text-sand-100: light text on the dark card where the paragraph's translucent colour is unreadable (components/ui/cta-band.tsx). */}
        <div className="rounded-xl bg-navy-900 p-8 text-sand-100">
          <h2 className="text-2xl font-semibold text-white">Our Mission</h2>
          <p className="mt-3 text-lg text-sand-100/90">{mission}</p>
        </div>
        <div className="rounded-xl bg-white p-8 shadow-card edge-navy-900/5">
          <h2 className="text-2xl font-semibold">Our Vision</h2>
          <p className="mt-3 text-lg text-ink-soft">{vision}</p>
        </div>
      </section>

      <CoreValues values={coreValues} />
      <OurPeople intro={peopleIntro} people={people} />
      <GlobalPresence intro={globalPresence.intro} locations={globalPresence.locations} />
      <HowWeWork principles={howWeWork} />

      <CtaBand
        heading="Put a Senior Team on Your Hardest Question"
        body={`Tell us what you are trying to change. The first conversation is free, and ${siteConfig.responsePromise}.`}
      />
      </SearchIndexed>
    </>
  );
}
