import { NotFoundView } from './not-found-view';

/** The site-wide 'Page Not Found' view (spec: Not found). */
export function SiteNotFoundView() {
  return (
    <NotFoundView
      title="Page Not Found"
      message="The page you are looking for might have been removed, had its name changed, or is temporarily unavailable."
      link={{ label: 'Back to Homepage', href: '/' }}
    />
  );
}
