import type { Metadata, Viewport } from 'next';
import { ClientEffects } from '@/components/layout/client-effects';
import { SiteHeader } from '@/components/layout/header/site-header';
import { NoScriptStyle } from '@/components/layout/no-script-style';
import { SiteFooter } from '@/components/layout/site-footer';
import { MAIN_CONTENT_ID } from '@/components/layout/main-content-id';
import { SkipLink } from '@/components/layout/skip-link';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { siteConfig } from '@/content/site-config';
import { isPreviewDeployment } from '@/lib/deployment';
import { titleTag } from '@/lib/title-tag';
import { THEME_COLOR } from '@/lib/theme-colors';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: titleTag('%s') },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  authors: [{ name: siteConfig.name, url: siteConfig.url }],
  formatDetection: { telephone: false, address: false, email: false },
  // Preview deployments are never indexed; their canonical URLs still name the production site.
  ...(isPreviewDeployment() ? { robots: { index: false, follow: false } } : {}),
};

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
  colorScheme: 'light',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-US">
      <head>
        {/* Print only: fetched at the lowest priority, never waited for (lib/performance/print-stylesheet.mjs). */}
        <link rel="stylesheet" href={process.env.PRINT_STYLESHEET_HREF} media="print" />
        <NoScriptStyle />
      </head>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        {/* Each page renders its own breadcrumb bar first (components/layout/page-breadcrumbs.tsx). */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none lg:pt-20">
          {children}
        </main>
        <SiteFooter newsletter={<NewsletterForm source="footer" />} />
        <ClientEffects />
      </body>
    </html>
  );
}
