import { siteMarkupElements } from '../../../markup-elements';
import { MARKUP_PAGES } from '../../../site-markup';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_PAGES.map((page) => ({ path: page.split('/') }));
}

/** As markup-effects, plus the footer's newsletter form: all of the layout's client code. */
export default async function MarkupFormPage({ params }) {
  const { path } = await params;
  return siteMarkupElements(path.join('/'), { links: true, header: true, effects: true, form: true });
}
