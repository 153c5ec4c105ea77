import { MARKUP_RUNGS, markupRung } from '../../../../markup-elements';
import { MARKUP_PAGES } from '../../../../site-markup';

export const dynamicParams = false;

/** Every rung for every copied page but the home page (../index/page.jsx): /markup/{rung}/{site page}. */
export function generateStaticParams() {
  return ['html', ...Object.keys(MARKUP_RUNGS)].flatMap((rung) =>
    MARKUP_PAGES.filter((page) => page !== 'index').map((page) => ({ rung, path: page.split('/') })),
  );
}

export default async function MarkupRungPage({ params }) {
  const { rung, path } = await params;
  return markupRung(rung, path.join('/'));
}
