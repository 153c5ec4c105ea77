import { siteMarkupElements } from '../../../markup-elements';
import { MARKUP_PAGES } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/** As markup-links, with the site's interactive header in place of its markup. */
export default async function MarkupHeaderPage({ params }) {
  const { path } = await params;
  return siteMarkupElements(path.join('/'), { links: true, header: true });
}
