import { MARKUP_PAGES, readSiteMarkup } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/**
 * The site page's markup as one HTML string: the browser parses, styles and lays out the same DOM, but React
 * hydrates one element, not the whole tree (a wrapper with `display: contents` keeps the body's flex layout).
 */
export default async function MarkupHtmlPage({ params }) {
  const { path } = await params;
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: readSiteMarkup(path.join('/')).markup }} />;
}
