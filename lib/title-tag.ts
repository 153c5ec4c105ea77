import { siteConfig } from '@/content/site-config';

/** A page's title in the browser tab and search results: its own, then the firm's name (the root layout's template). */
export const titleTag = (title: string) => `${title} | ${siteConfig.name}`;
