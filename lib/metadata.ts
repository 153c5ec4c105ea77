import type { Metadata } from 'next';
import { siteConfig } from '@/content/site-config';
import { absoluteUrl } from './urls';

/** A page's title in the browser tab and search results: its own, then the firm's name (the root layout's template). */
export const titleTag = (title: string) => `${title} | ${siteConfig.name}`;

type PageMetadataInput = {
  /** Page title; the layout's template appends the firm's name. */
  title: string;
  /** The whole title instead, where the page's is not "page | firm" (the home page); link previews show the same. */
  fullTitle?: string;
  /** What link previews show instead, where the title is a shortened headline (an article's metaTitle): the whole headline. */
  shareTitle?: string;
  description: string;
  /** Site-relative path of the page, used for the canonical URL. */
  path: string;
  keywords?: readonly string[];
  /** Open Graph type: articles carry their own. */
  type?: 'website' | 'article';
};

/** The firm's X account as a card's `twitter:site` ("@platterivercg"), from its profile link in the site config. */
const X_ACCOUNT = (() => {
  const profile = siteConfig.social.find((link) => link.network === 'X');
  const name = profile ? new URL(profile.href).pathname.split('/').find(Boolean) : undefined;
  return name ? `@${name}` : undefined;
})();

/**
 * One metadata helper for every page: title, description, canonical, Open Graph
 * and Twitter card. The card's image comes from the nearest opengraph-image.tsx
 * (Next's file convention), which Twitter inherits; a page under a `[slug]`
 * segment names its own with withOwnCard (lib/og-card.ts). URLs always name the
 * production site (NEXT_PUBLIC_SITE_URL), also on preview deployments.
 */
export function pageMetadata({ title, fullTitle, shareTitle, description, path, keywords, type = 'website' }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const shownTitle = shareTitle ?? fullTitle ?? titleTag(title);
  return {
    title: fullTitle ? { absolute: fullTitle } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: url },
    openGraph: {
      type,
      url,
      title: shownTitle,
      description,
      siteName: siteConfig.name,
      locale: 'en_US',
    },
    twitter: { card: 'summary_large_image', title: shownTitle, description, ...(X_ACCOUNT ? { site: X_ACCOUNT } : {}) },
  };
}
