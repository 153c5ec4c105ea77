import { siteMarkupElements } from '../../../markup-elements';
import { MARKUP_PAGES } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/** The site page's markup as React elements, its same-site links as next/link: the cost of Link alone. */
export default async function MarkupLinksPage({ params }) {
  const { path } = await params;
  return siteMarkupElements(path.join('/'), { links: true });
}
