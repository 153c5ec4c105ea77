'use client';

import { IntentLink } from '@/components/ui/intent-link';
import type { NavLink } from '@/lib/content/navigation';
import { ariaCurrentFor, isActivePath } from '@/lib/is-active-path';
import { ChevronIcon } from './chevron-icon';
import type { MenuName } from './menu-name';

type MenuGroup = { name: MenuName; label: string; links: readonly NavLink[] };

type MobileMenuProps = {
  ref?: React.Ref<HTMLElement>;
  id: string;
  open: boolean;
  pathname: string;
  primaryLinks: readonly NavLink[];
  /** How many primary links come before the groups: the desktop bar's order (Home, About, Services, Industries, …). */
  linksBeforeGroups: number;
  groups: readonly MenuGroup[];
  openGroup: MenuName | null;
  onGroupChange: (group: MenuName | null) => void;
  cta: NavLink;
};

const linkClass = (active: boolean) =>
  `block rounded-md px-3 py-3 text-base font-medium ${active ? 'bg-river-50 text-river-700' : 'text-ink hover:bg-sand-100'}`;

/** The small-screen panel: the same links as the desktop bar, with Services and Industries as tap-to-open groups. */
export function MobileMenu({ ref, id, open, pathname, primaryLinks, linksBeforeGroups, groups, openGroup, onGroupChange, cta }: MobileMenuProps) {
  const primaryItem = (link: NavLink) => (
    <li key={link.href}>
      <IntentLink href={link.href} aria-current={ariaCurrentFor(pathname, link.href)} className={linkClass(isActivePath(pathname, link.href))}>
        {link.label}
      </IntentLink>
    </li>
  );
  return (
    <nav
      ref={ref}
      id={id}
      // Named for what it is, not the device: the small screen's menu of the whole site (the wide screen's is "Main").
      aria-label="Menu"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-navy-900/10 bg-white lg:hidden"
    >
      {/* Rendered only while open: the closed panel would repeat every header link in each page's HTML. */}
      {open && (
        <ul className="container-page stack-1 py-4">
          {primaryLinks.slice(0, linksBeforeGroups).map(primaryItem)}
          {groups.map((group) => {
            const expanded = openGroup === group.name;
            const listId = `${id}-${group.name}`;
            return (
              <li key={group.name}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => onGroupChange(expanded ? null : group.name)}
                  className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium text-ink hover:bg-sand-100"
                >
                  {group.label}
                  <ChevronIcon open={expanded} />
                </button>
                <ul id={listId} hidden={!expanded} aria-label={group.label} className="ml-3 stack-0.5 border-l border-navy-900/10 pl-3">
                  {expanded && group.links.map((link) => (
                    <li key={link.href}>
                      <IntentLink
                        href={link.href}
                        aria-current={pathname === link.href ? 'page' : undefined}
                        className={`block rounded-md px-3 py-2.5 text-sm ${pathname === link.href ? 'bg-river-50 font-semibold text-river-700' : 'text-ink hover:bg-sand-100'}`}
                      >
                        {link.label}
                      </IntentLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {primaryLinks.slice(linksBeforeGroups).map(primaryItem)}
          <li className="pt-3">
            <IntentLink href={cta.href} className="flex min-h-11 items-center justify-center rounded-md bg-copper-700 px-4 py-3 text-base font-semibold text-white hover:bg-copper-600">
              {cta.label}
            </IntentLink>
          </li>
        </ul>
      )}
    </nav>
  );
}
