import type { MetadataRoute } from 'next';
import { siteConfig } from '@/content/site-config';
import { BACKGROUND_COLOR, THEME_COLOR } from '@/lib/theme-colors';

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: '/',
    name: siteConfig.name,
    short_name: siteConfig.shortName,
    description: siteConfig.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'en-US',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
