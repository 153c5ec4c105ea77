import type { Metadata } from 'next';
import { SiteNotFoundView } from '@/components/ui/site-not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return <SiteNotFoundView />;
}
