import { NotFoundView, type NotFoundViewProps } from '@/components/ui/not-found-view';
import { SITE_NOT_FOUND } from '@/components/ui/site-not-found-view';
import { TOPICS_PATH } from '@/lib/content/topics';
import { NotFoundBreadcrumbs } from './not-found-breadcrumbs';

/** Each slug section's not-found page: the section's path (its breadcrumb trail) and what the view says. */
export const SECTION_NOT_FOUND = {
  services: {
    section: '/services',
    view: {
      title: 'Service Not Found',
      message: 'The service you are looking for does not exist or may have been moved.',
      link: { label: 'Return to Services', href: '/services' },
    },
  },
  industries: {
    section: '/industries',
    view: {
      title: 'Industry Not Found',
      message: 'The industry page you are looking for does not exist or may have been moved.',
      link: { label: 'Return to Industries', href: '/industries' },
    },
  },
  insights: {
    section: '/insights',
    view: {
      title: 'Insight Not Found',
      message: 'The article you are looking for does not exist or may have been moved.',
      link: { label: 'Return to Insights', href: '/insights' },
    },
  },
  topics: {
    section: TOPICS_PATH,
    view: {
      title: 'Topic Not Found',
      message: 'The topic you are looking for does not exist or may have been moved.',
      link: { label: 'Return to Topics', href: TOPICS_PATH },
    },
  },
  // No legal view in the spec: an unknown legal path gets the site's 'Page Not Found', under the section's trail.
  legal: { section: '/legal', view: SITE_NOT_FOUND },
} as const satisfies Record<string, { section: string; view: NotFoundViewProps }>;

export type NotFoundSection = keyof typeof SECTION_NOT_FOUND;

/** The metadata of a section's not-found answer: the view's title (Next.js adds its own noindex to every not-found answer). */
export function sectionNotFoundMetadata(key: NotFoundSection) {
  return { title: SECTION_NOT_FOUND[key].view.title };
}

/**
 * A slug section's not-found page: the breadcrumb bar (Home, the section, then the visitor's unknown segment once
 * hydrated) above the section's view. The section's not-found.tsx renders it, and so does the page's not-found branch
 * through that file, so the server HTML and the not-found boundary React shows after hydration are the same.
 */
export function SectionNotFound({ section }: { section: NotFoundSection }) {
  const { section: path, view } = SECTION_NOT_FOUND[section];
  return (
    <>
      <NotFoundBreadcrumbs section={path} />
      <NotFoundView {...view} />
    </>
  );
}
