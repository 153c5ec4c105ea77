// The site's home page imports its hero art's stylesheet (components/home/hero.tsx): so do its rungs.
import '@/components/home/hero-art.css';
import { MARKUP_RUNG_NAMES, markupRung } from '../../../../markup-elements';

export const dynamicParams = false;

export function generateStaticParams() {
  return MARKUP_RUNG_NAMES.map((rung) => ({ rung }));
}

export default async function HomeMarkupRungPage({ params }) {
  return markupRung((await params).rung, 'index');
}
