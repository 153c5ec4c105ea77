import type { Metadata } from 'next';
import { NotFoundBreadcrumbs } from '@/components/layout/not-found-breadcrumbs';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <NotFoundBreadcrumbs />
      <SiteNotFoundView />
    </>
  );
}
