import type { Metadata } from 'next';
import { siteConfig } from '@/content/site-config';
import { cardImage } from './og-card';
import { titleTag } from './title-tag';
import { absoluteUrl } from './urls';

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
  /**
   * Name the page's own card (lib/og-card.ts), for a page under a `[slug]` segment: the segment's one
   * opengraph-image.tsx draws each slug's card, but its `alt` is one string for every slug.
   */
  ownCard?: boolean;
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
 * segment names its own (`ownCard`). URLs always name the production site
 * (NEXT_PUBLIC_SITE_URL), also on preview deployments.
 */
export function pageMetadata({ title, fullTitle, shareTitle, description, path, keywords, type = 'website', ownCard }: PageMetadataInput): Metadata {
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
      // Page metadata's images take the place of the file's; Twitter inherits them.
      ...(ownCard ? { images: [cardImage(path)] } : {}),
    },
    twitter: { card: 'summary_large_image', title: shownTitle, description, ...(X_ACCOUNT ? { site: X_ACCOUNT } : {}) },
  };
}
