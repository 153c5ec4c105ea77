import type { Metadata } from 'next';
import { NotFoundView } from '@/components/ui/not-found-view';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  return (
    <NotFoundView
      title="Page Not Found"
      message="The page you are looking for might have been removed, had its name changed, or is temporarily unavailable."
      link={{ label: 'Back to Homepage', href: '/' }}
    />
  );
}
