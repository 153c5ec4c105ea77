'use client';

/**
 * The noindex tag of a page that renders its view and then raises notFound() (components/ui/server-rendered-not-found.tsx),
 * held by React while the page shows. Next writes one tag into such a page's HTML, outside React's tree; once hydrated,
 * its not-found boundary replaces the page with the same view and adds a tag of its own, so the head held two. Rendered
 * in the browser only, this tag is hydrated onto Next's (React 19 reuses a matching <meta> the head already has instead
 * of adding one), and it leaves with the page when the boundary takes over: one tag before hydration, after it and
 * without JavaScript.
 */
export function AdoptedNoIndex() {
  // On the server Next writes the tag itself: a second here would repeat it.
  return typeof window === 'undefined' ? null : <meta name="robots" content="noindex" />;
}
