import { JsonLd } from '@/components/seo/json-ld';
import { buildBreadcrumbs } from '@/lib/breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { BreadcrumbBar } from './breadcrumb-bar';
import { PrintLetterhead } from './print-letterhead';

/**
 * A page's breadcrumb bar and its BreadcrumbList JSON-LD, rendered on the server: no JavaScript, and the
 * label lookup stays out of every page's payload. Every page but home renders it as its first element,
 * one line with the page's own path:
 *
 *   <PageBreadcrumbs path="/insights/topics/strategy" />
 *
 * The print letterhead comes with it, since it names the page's address too (the bar is not printed, the letterhead
 * is only printed). The home page ('/') has no crumbs, so it renders nothing there (spec: hidden on the home page),
 * and renders its letterhead itself. A page that describes no trail (the offline page) passes
 * `structuredData={false}`. The not-found pages render NotFoundBreadcrumbs instead, and no letterhead: they have no
 * address of their own (components/layout/section-not-found.tsx).
 */
export function PageBreadcrumbs({ path, structuredData = true }: { path: string; structuredData?: boolean }) {
  const crumbs = buildBreadcrumbs(path, breadcrumbLabels);
  if (crumbs.length === 0) return null;
  return (
    <>
      {structuredData && <JsonLd data={breadcrumbJsonLd(crumbs)} />}
      <BreadcrumbBar crumbs={crumbs} />
      <PrintLetterhead path={path} />
    </>
  );
}
