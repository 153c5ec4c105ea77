// The site's home page imports its hero art's stylesheet (components/home/hero.tsx): so do its rungs.
import '@/components/home/hero-art.css';
import { MARKUP_RUNGS, markupRung } from '../../../../markup-elements';

export const dynamicParams = false;

export function generateStaticParams() {
  return ['html', ...Object.keys(MARKUP_RUNGS)].map((rung) => ({ rung }));
}

export default async function HomeMarkupRungPage({ params }) {
  return markupRung((await params).rung, 'index');
}
