import { siteMarkupElements } from '../../../markup-elements';
import { MARKUP_PAGES } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/** As markup-header, plus the site's client-effects island: all of the layout's client code but the newsletter form. */
export default async function MarkupEffectsPage({ params }) {
  const { path } = await params;
  return siteMarkupElements(path.join('/'), { links: true, header: true, effects: true });
}
