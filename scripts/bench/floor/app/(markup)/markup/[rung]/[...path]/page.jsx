import { MARKUP_RUNGS, siteMarkupElements } from '../../../../markup-elements';
import { MARKUP_PAGES, readSiteMarkup } from '../../../../site-markup';

export const dynamicParams = false;

/** Every rung for every copied page: /markup/{rung}/{site page}. */
export function generateStaticParams() {
  return ['html', ...Object.keys(MARKUP_RUNGS)].flatMap((rung) => MARKUP_PAGES.map((page) => ({ rung, path: page.split('/') })));
}

/**
 * One of the site's pages on the floor. `html`: the markup as one HTML string, so the browser parses, styles
 * and lays out the same DOM but React hydrates one element (a wrapper with `display: contents` keeps the
 * body's flex layout). Every other rung: the markup as React elements in this server component, with the
 * rung's share of the site's client code put back (markup-elements.jsx).
 */
export default async function MarkupRungPage({ params }) {
  const { rung, path } = await params;
  const page = path.join('/');
  if (rung === 'html') {
    return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: readSiteMarkup(page).markup }} />;
  }
  return siteMarkupElements(page, MARKUP_RUNGS[rung]);
}
