import type { Metadata } from 'next';
import { ContactDetails } from '@/components/layout/contact-details';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { ReloadWhenOnline } from '@/components/layout/reload-when-online';
import { ButtonLink } from '@/components/ui/button-link';
import { SectionHeading } from '@/components/ui/section-heading';
import { siteConfig } from '@/content/site-config';
import { OFFLINE_PAGE } from '@/lib/service-worker/offline-page';

/*
 * The service worker shows this page for any page not seen before while the visitor is offline. A new deployment's
 * worker drops the pages kept by the one before (they name its files), hence "since our site was last updated".
 */
export const metadata: Metadata = { title: 'You Are Offline', robots: { index: false, follow: false } };

export default function OfflinePage() {
  return (
    <>
      <PageBreadcrumbs path={OFFLINE_PAGE} structuredData={false} />
      <section className="container-page flex min-h-[55vh] flex-col items-center justify-center py-20 text-center">
        <SectionHeading as="h1" align="center" id="offline-heading" eyebrow="No connection" title="You Are Offline" />
        <p className="mt-5 max-w-xl text-lg text-ink-soft">
          This page has not been saved on your device yet. It will load by itself when your connection returns. Pages you have visited since our site was last updated still open. You can also reach
          {` ${siteConfig.name}`} directly:
        </p>
        <ContactDetails
          className="mt-6 text-lg text-ink-soft"
          linkClassName="font-semibold text-river-700 underline-offset-4 hover:underline"
        />
        <ButtonLink href="/" className="mt-8">
          Back to Homepage
        </ButtonLink>
        <ReloadWhenOnline />
      </section>
    </>
  );
}
