import { IntentLink } from '@/components/ui/intent-link';
import type { CrossLink } from '@/lib/content/cross-links';

/** A bulleted list of underlined links, one a line: the overview pages search offers, the articles on a service. */
export function LinkList({ links, className = '' }: { links: readonly CrossLink[]; className?: string }) {
  return (
    <ul className={`list-disc stack-2 pl-6 ${className}`}>
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
