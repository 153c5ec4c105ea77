import './site-stylesheet.css';
import { readSiteMarkup } from '../site-markup';

export { metadata } from '../content';

/**
 * The markup rungs: the floor plus the site's stylesheet and the body markup of one of its pages
 * (app/layout.tsx's body class included), without any of the site's client components.
 */
export default function MarkupLayout({ children }) {
  return (
    <html lang="en-US">
      <body className={readSiteMarkup('offline').bodyClass}>{children}</body>
    </html>
  );
}
