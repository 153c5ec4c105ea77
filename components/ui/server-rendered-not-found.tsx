import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdoptedNoIndex } from '@/components/seo/adopted-noindex';

export async function RaiseNotFound(): Promise<never> {
  notFound();
}

/**
 * Renders a not-found view into the server HTML and still answers 404.
 * Next 16 answers a notFound() thrown by a page rendered on demand (an unknown
 * slug under generateStaticParams) with an empty HTML shell that only
 * JavaScript fills in (vercel/next.js#95613). Rendering the view first and
 * raising notFound() inside a Suspense boundary keeps the status and the markup.
 * Prerendered (each section's reserved slug, lib/unknown-slug.mjs), the page
 * keeps both too: Next writes the view to <slug>.html and status 404 to <slug>.meta.
 * The noindex tag Next writes for it stays one tag once hydrated (AdoptedNoIndex).
 */
export function ServerRenderedNotFound({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <AdoptedNoIndex />
      <Suspense fallback={null}>
        <RaiseNotFound />
      </Suspense>
    </>
  );
}
