import { IntentLink } from '@/components/ui/intent-link';

export type BrowseLink = { label: string; href: string };

/** The overview pages that list every page: where a visitor browses when search cannot help (no JavaScript, no result). */
export function BrowseLinks({ links }: { links: readonly BrowseLink[] }) {
  return (
    <ul className="mt-3 list-disc stack-1 pl-6">
      {links.map((link) => (
        <li key={link.href}>
          <IntentLink href={link.href} className="font-semibold text-river-700 underline underline-offset-4">
            {link.label}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
