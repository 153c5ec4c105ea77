import { breadcrumbLabels } from '@/lib/content/navigation';
import { NotFoundBreadcrumbs } from './not-found-breadcrumbs';

/**
 * A slug section's not-found page: the breadcrumb bar (Home, the section, then the visitor's unknown segment once
 * hydrated) above the section's view. The section's not-found.tsx renders it, and so does the page's not-found branch
 * through that file, so the server HTML and the not-found boundary React shows after hydration are the same.
 */
export function SectionNotFound({ section, children }: { section: string; children: React.ReactNode }) {
  return (
    <>
      <NotFoundBreadcrumbs labels={breadcrumbLabels} section={section} />
      {children}
    </>
  );
}
