import parse from 'html-react-parser';
import { MARKUP_PAGES, readSiteMarkup } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/**
 * The site page's markup as React elements, in a server component: the same DOM as the site's page, every
 * element in the RSC payload and hydrated by React, but none of the site's client components or effects.
 */
export default async function MarkupReactPage({ params }) {
  const { path } = await params;
  return parse(readSiteMarkup(path.join('/')).markup);
}
