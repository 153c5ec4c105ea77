import { MARKUP_RUNG_NAMES, markupRung } from '../../../../markup-elements';
import { MARKUP_PAGES } from '../../../../site-markup';

export const dynamicParams = false;

/** Every rung for every copied page but the home page (../index/page.jsx): /markup/{rung}/{site page}. */
export function generateStaticParams() {
  return MARKUP_RUNG_NAMES.flatMap((rung) =>
    MARKUP_PAGES.filter((page) => page !== 'index').map((page) => ({ rung, path: page.split('/') })),
  );
}

export default async function MarkupRungPage({ params }) {
  const { rung, path } = await params;
  return markupRung(rung, path.join('/'));
}
