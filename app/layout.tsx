import type { Metadata, Viewport } from 'next';
import { Analytics } from '@vercel/analytics/next';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { SiteHeader } from '@/components/layout/header/site-header';
import { RouteChangeEffects } from '@/components/layout/route-change-effects';
import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { ServiceWorkerRegistration } from '@/components/pwa/service-worker-registration';
import { siteConfig } from '@/content/site-config';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { isPreviewDeployment } from '@/lib/deployment';
import { inter, sourceSerif } from '@/lib/fonts';
import { THEME_COLOR } from '@/lib/theme-colors';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: `%s | ${siteConfig.name}` },
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
    <html lang="en-US" className={`${inter.variable} ${sourceSerif.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader />
        <div className="pt-16 lg:pt-20">
          <Breadcrumbs labels={breadcrumbLabels} />
        </div>
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter newsletter={<NewsletterForm source="footer" />} />
        <RouteChangeEffects />
        <Analytics />
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
