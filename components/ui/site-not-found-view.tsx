import { NotFoundView, type NotFoundViewProps } from './not-found-view';

/** What the site-wide 'Page Not Found' view says (spec: Not found); unknown legal paths say it too. */
export const SITE_NOT_FOUND = {
  title: 'Page Not Found',
  message: 'The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.',
  link: { label: 'Back to Homepage', href: '/' },
} as const satisfies NotFoundViewProps;

/** The site-wide 'Page Not Found' view (spec: Not found). */
export function SiteNotFoundView() {
  return <NotFoundView {...SITE_NOT_FOUND} />;
}
