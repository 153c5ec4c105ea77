'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import type { NavLink } from '@/lib/content/navigation';
import { inertBehindPanel } from '@/lib/client-effects/inert-behind-panel';
import { ariaCurrentFor, isActivePath } from '@/lib/is-active-path';
import type { MenuName } from './menu-name';
import { LinkUntilHydrated } from './link-until-hydrated';
import { MobileMenu } from './mobile-menu';
import { MAIN_CONTENT_ID } from '../main-content-id';
import { SITE_FOOTER_ID } from '../site-footer-id';
import { NavDropdown } from './nav-dropdown';
import { useScrolled } from './use-scrolled';

/** Spec: the header shows its scrolled appearance above 10 px of scroll. */
export const SCROLL_THRESHOLD_PX = 10;

/** Spec order of the bar: Home and About, then the Services and Industries menus, then the other links. */
const LINKS_BEFORE_MENUS = 2;

type HeaderNavProps = {
  logo: React.ReactNode;
  /** The search link, rendered on the server. */
  search?: React.ReactNode;
  primaryLinks: readonly NavLink[];
  serviceLinks: readonly NavLink[];
  industryLinks: readonly NavLink[];
  cta: NavLink;
};

export function HeaderNav({ logo, search, primaryLinks, serviceLinks, industryLinks, cta }: HeaderNavProps) {
  const pathname = usePathname();
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX);
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [renderedPath, setRenderedPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // Back/forward navigation changes the path without a click: close everything then too.
  if (renderedPath !== pathname) {
    setRenderedPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  // The open panel covers the page: the page behind leaves the reading order until it closes, and Escape closes it
  // wherever focus is. A layout effect, so the page is inert as the panel appears and takes focus again in the same
  // commit that closes it.
  useLayoutEffect(() => {
    if (!mobileOpen || !headerRef.current || !panelRef.current || !toggleRef.current) return;
    return inertBehindPanel(window, {
      header: headerRef.current,
      panel: panelRef.current,
      toggle: toggleRef.current,
      behind: [document.getElementById(MAIN_CONTENT_ID), document.getElementById(SITE_FOOTER_ID)],
      close: () => {
        setOpenMenu(null);
        setMobileOpen(false);
      },
    });
  }, [mobileOpen]);

  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };

  const toggleMobile = () => {
    setMobileOpen(!mobileOpen);
    setOpenMenu(null);
  };

  const menuProps = (name: MenuName) => ({
    open: openMenu === name,
    onOpenChange: (open: boolean) => setOpenMenu(open ? name : null),
  });

  const [linksBeforeMenus, linksAfterMenus] = [primaryLinks.slice(0, LINKS_BEFORE_MENUS), primaryLinks.slice(LINKS_BEFORE_MENUS)];

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolled}
      // Choosing any link in the header closes the mobile panel and every dropdown. A link in the panel goes with it, so
      // focus moves to the Menu button first rather than drop to <body>.
      onClick={(event) => {
        const link = (event.target as Element).closest('a');
        if (!link) return;
        if (panelRef.current?.contains(link)) toggleRef.current?.focus();
        closeAll();
      }}
      // The mobile panel covers the page: once focus moves on to an element outside the header it would sit on links
      // hidden under the panel (WCAG 2.4.11), so the panel closes. Focus going nowhere (another window) leaves it open.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (mobileOpen && next && !event.currentTarget.contains(next)) closeAll();
      }}
      // The blur as one declaration: Tailwind's backdrop-blur utility composes nine custom properties, each with an
      // @property rule, about 1 KB that every page's first-screen CSS would carry for this state.
      className={`no-print fixed inset-x-0 top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled || mobileOpen
          ? 'border-navy-900/10 bg-white/95 shadow-card [backdrop-filter:blur(8px)]'
          : 'border-transparent bg-sand-50'
      }`}
    >
      {/* The nav fills the space after the logo and its links start at its left edge, so nothing in the bar moves as
          its HTML arrives: on a slow load the browser paints a half-parsed header, and centred or right-aligned links
          would slide sideways as the rest came in (a layout shift seen in throttled loads). */}
      <div className="container-page flex h-16 items-center gap-4 lg:h-20">
        {logo}

        <nav aria-label="Main" className="hidden lg:ml-2 lg:block lg:flex-1">
          <ul className="flex items-center">
            {linksBeforeMenus.map((link) => (
              <PrimaryLink key={link.href} link={link} pathname={pathname} />
            ))}
            <li>
              <NavDropdown label="Services" links={serviceLinks} sectionHref="/services" pathname={pathname} {...menuProps('services')} />
            </li>
            <li>
              <NavDropdown
                label="Industries"
                links={industryLinks}
                sectionHref="/industries"
                pathname={pathname}
                columns={2}
                {...menuProps('industries')}
              />
            </li>
            {linksAfterMenus.map((link) => (
              <PrimaryLink key={link.href} link={link} pathname={pathname} />
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {search}
          <IntentLink
            href={cta.href}
            className="hidden min-h-11 items-center whitespace-nowrap rounded-md bg-copper-700 px-4 py-2 text-sm font-semibold text-white transition-tint hover:bg-copper-600 sm:inline-flex"
          >
            {cta.label}
          </IntentLink>
          {/* Two links side by side: a space keeps their words apart in the text (a flex row draws none). */}{' '}
          {/* Until the scripts run, or if they never arrive (a weak connection, JavaScript off), a link to the footer's
              links: a button then would open nothing. */}
          <LinkUntilHydrated
            ref={toggleRef}
            fallbackHref={`#${SITE_FOOTER_ID}`}
            className="inline-flex size-11 items-center justify-center rounded-md text-navy-900 hover:bg-sand-100 lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={toggleMobile}
          >
            {/* A constant name: aria-expanded already tells whether the menu is open. */}
            <span className="sr-only">Menu</span>
            <MenuIcon open={mobileOpen} />
          </LinkUntilHydrated>
        </div>
      </div>

      <MobileMenu
        ref={panelRef}
        id="mobile-menu"
        open={mobileOpen}
        pathname={pathname}
        primaryLinks={primaryLinks}
        linksBeforeGroups={LINKS_BEFORE_MENUS}
        groups={[
          { name: 'services', label: 'Services', links: serviceLinks },
          { name: 'industries', label: 'Industries', links: industryLinks },
        ]}
        openGroup={openMenu}
        onGroupChange={setOpenMenu}
        cta={cta}
      />
    </header>
  );
}

const primaryLinkClass = (active: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-tint hover:text-river-700 ${
    active ? 'text-river-700 underline decoration-2 underline-offset-8' : 'text-ink'
  }`;

function PrimaryLink({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <li>
      <IntentLink href={link.href} aria-current={ariaCurrentFor(pathname, link.href)} className={primaryLinkClass(isActivePath(pathname, link.href))}>
        {link.label}
      </IntentLink>
    </li>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
