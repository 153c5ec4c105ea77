import { JsonLd } from '@/components/seo/json-ld';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { BreadcrumbBar } from './breadcrumb-bar';

/**
 * A page's breadcrumb bar and its BreadcrumbList JSON-LD, rendered on the server: no JavaScript, and the
 * label lookup stays out of every page's payload. Every page but home renders it as its first element,
 * one line with the page's own path:
 *
 *   <PageBreadcrumbs path="/insights/topics/strategy" />
 *
 * The home page ('/') has no crumbs, so it renders nothing there (spec: hidden on the home page).
 * A page that describes no trail (the offline page) passes `structuredData={false}`. The not-found pages render
 * NotFoundBreadcrumbs instead (components/layout/section-not-found.tsx).
 */
export function PageBreadcrumbs({ path, structuredData = true }: { path: string; structuredData?: boolean }) {
  const crumbs = buildBreadcrumbs(path, breadcrumbLabels);
  if (crumbs.length === 0) return null;
  return (
    <>
      {structuredData && <JsonLd data={breadcrumbJsonLd(crumbs)} />}
      <BreadcrumbBar crumbs={crumbs} />
    </>
  );
}
