import { IntentLink } from '@/components/ui/intent-link';

type LinkChipsProps = { links: readonly { label: string; href: string }[]; className?: string };

/** A wrapped row of pill links, for cross-links such as related industries or services. */
export function LinkChips({ links, className = '' }: LinkChipsProps) {
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink
            href={link.href}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 ring-1 ring-navy-900/15 transition-colors hover:bg-river-50 hover:text-river-700"
          >
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
