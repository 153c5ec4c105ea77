'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import type { NavLink } from '@/lib/content/navigation';
import { ariaCurrentFor, isActivePath } from '@/lib/is-active-path';
import { ChevronIcon } from './chevron-icon';
import { LinkUntilHydrated } from './link-until-hydrated';

type NavDropdownProps = {
  label: string;
  links: readonly NavLink[];
  pathname: string;
  /** Section root used to highlight the trigger, e.g. "/services". */
  sectionHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  columns?: 1 | 2;
};

/**
 * Desktop dropdown: opens on hover or click, works from the keyboard, closes on Escape or when focus leaves. Until the
 * scripts run (or without them) its button is a link to the section's overview page, which links every page of it.
 */
export function NavDropdown({ label, links, pathname, sectionHref, open, onOpenChange, columns = 1 }: NavDropdownProps) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A mouse click right after hovering open must not toggle the menu shut again.
  const openedByHover = useRef(false);
  const sectionActive = isActivePath(pathname, sectionHref);
  const rootRef = useRef<HTMLDivElement>(null);

  // Escape closes the menu wherever focus is: a menu opened by hovering holds none (WCAG 1.4.13, content on hover is
  // dismissible without moving the pointer). Focus in the menu goes back to its button.
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement);
      onOpenChange(false);
      if (focusWasInside) {
        event.preventDefault();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, onOpenChange]);

  const focusLink = (index: number) => {
    const anchors = listRef.current?.querySelectorAll('a');
    if (!anchors || anchors.length === 0) return;
    anchors[(index + anchors.length) % anchors.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const anchors = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const current = anchors.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // Show the list now (not on the next frame) so focus moves within this key press:
      // a deferred focus let quick repeated presses read a stale position and skip links.
      if (!open) flushSync(() => onOpenChange(true));
      focusLink(current + 1);
    } else if (event.key === 'ArrowUp' && current >= 0) {
      event.preventDefault();
      focusLink(current - 1);
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <LinkUntilHydrated
        ref={buttonRef}
        fallbackHref={sectionHref}
        fallbackCurrent={ariaCurrentFor(pathname, sectionHref)}
        // Its highlight said: the visitor is in this section (a button leads to no page of its own).
        aria-current={sectionActive ? 'true' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          onOpenChange(!open);
        }}
        className={`flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-tint hover:text-river-700 ${
          sectionActive ? 'text-river-700' : 'text-ink'
        }`}
      >
        {label}
        <ChevronIcon open={open} />
      </LinkUntilHydrated>
      {/* Centred by the plain translate property: Tailwind's translate utilities add two registered variables to every page's CSS. */}
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-1/2 top-full z-50 [translate:-50%] pt-2"
      >
        {/* The links exist only while open: a closed menu adds no HTML and no hydration work to every page. */}
        {open && (
          <ul
            ref={listRef}
            aria-label={label}
            // Choosing a link closes the menu and removes the link: focus goes to the button first, not to <body>.
            onClick={(event) => {
              if ((event.target as Element).closest('a')) buttonRef.current?.focus();
            }}
            className={`grid gap-0.5 rounded-lg bg-white p-2 shadow-card edge-navy-900/10 ${
              columns === 2 ? 'w-[32rem] grid-cols-2' : 'w-72'
            }`}
            // Two columns read down, as an alphabetical list is read, not across (and Tab goes the same way). Inline:
            // the row count follows the links, and a class per count would add a rule to every page's CSS.
            style={columns === 2 ? { gridAutoFlow: 'column', gridTemplateRows: `repeat(${Math.ceil(links.length / 2)}, auto)` } : undefined}
          >
            {links.map((link) => {
              const active = pathname === link.href;
              return (
                <li key={link.href}>
                  <IntentLink
                    href={link.href}
                    aria-current={active ? 'page' : undefined}
                    className={`block rounded-md px-3 py-2 text-sm transition-tint hover:bg-river-50 hover:text-river-700 ${
                      active ? 'bg-river-50 font-semibold text-river-700' : 'text-ink'
                    }`}
                  >
                    {link.label}
                  </IntentLink>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
