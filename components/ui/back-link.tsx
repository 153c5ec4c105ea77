import { IntentLink } from '@/components/ui/intent-link';

/** The "back to the listing" link at the top of every detail page. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <IntentLink
      href={href}
      // Page furniture, not what the page says: kept out of search excerpts, and not printed.
      data-pagefind-ignore=""
      className="no-print inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-river-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {label}
    </IntentLink>
  );
}
