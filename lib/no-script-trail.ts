import { buildBreadcrumbs } from './breadcrumbs';
import { escapeHtml } from './escape-html';

/*
 * The not-found pages are prerendered once and served at every unknown path, so their HTML cannot hold the visitor's
 * segments; the breadcrumb bar shows them once hydrated (components/layout/not-found-breadcrumbs.tsx). For a visitor
 * without JavaScript the bar carries a <noscript> crumb, which the unknown-path handler fills in per request: a string
 * replacement in the prerendered HTML, no render. React never hydrates a <noscript>'s content, and the payload
 * scripts (whose hashes the page's policy lists) are left as they are.
 */

/** What the <noscript> crumb says until the handler replaces it (and where the prerendered page is read directly). */
export const NO_SCRIPT_CRUMB_PLACEHOLDER = 'Page Not Found';

/**
 * The <noscript> crumb as React writes it: the placeholder inside the span that marks the current page. Built when a
 * page is served, not when this module loads: the breadcrumb bar's script imports the placeholder from here, and every
 * page would build the pattern for nothing.
 */
const noScriptCrumb = () => new RegExp(`(<noscript><span aria-current="page"[^>]*>)${NO_SCRIPT_CRUMB_PLACEHOLDER}(</span></noscript>)`);

/**
 * The labels of the path's segments below the section's (spec: unknown segments capitalised word by word, hyphens as
 * spaces; known ones by the fixed lookup): what the bar adds after Home and the section's own crumbs.
 */
export function unknownCrumbLabels(pathname: string, section: string, labels: Readonly<Record<string, string>>): string[] {
  const sectionDepth = section.split('/').filter(Boolean).length;
  return buildBreadcrumbs(pathname, labels)
    .slice(sectionDepth)
    .map((crumb) => crumb.label);
}

/** The page's HTML with the crumbs' labels, escaped, in its <noscript> crumb; unchanged if it has none. */
export function withNoScriptCrumbs(html: string, crumbLabels: readonly string[]): string {
  if (crumbLabels.length === 0) return html;
  const text = escapeHtml(crumbLabels.join(' / '));
  return html.replace(noScriptCrumb(), (_, open: string, close: string) => `${open}${text}${close}`);
}
