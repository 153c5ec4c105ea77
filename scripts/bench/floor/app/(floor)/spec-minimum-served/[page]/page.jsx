import { notFound } from 'next/navigation';
import { MarkupString } from '../../../markup-string';
import { SPEC_MINIMUM_PAGES } from '../../spec-minimum/spec-minimum-markup';
import { RegisterWorker } from '../register-worker';

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(SPEC_MINIMUM_PAGES).map((page) => ({ page }));
}

/**
 * A content page as the spec requires it (SPEC_MINIMUM_PAGES), served as the spec-minimum-served rung is: the
 * site's response headers and its service worker after the load event, no class, stylesheet or other client code.
 */
export default async function SpecMinimumServedContentPage({ params }) {
  const markup = SPEC_MINIMUM_PAGES[(await params).page];
  if (!markup) notFound();
  return (
    <>
      <MarkupString html={markup()} />
      <RegisterWorker />
    </>
  );
}
