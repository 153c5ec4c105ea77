import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NotFoundBreadcrumbs } from '@/components/layout/not-found-breadcrumbs';
import { BREADCRUMB_LABELS_PATH } from '@/lib/breadcrumbs';
import { PageBreadcrumbs } from '@/components/layout/page-breadcrumbs';
import { breadcrumbLabels } from '@/lib/content/navigation';
import { NO_SCRIPT_CRUMB_PLACEHOLDER, unknownCrumbLabels, withNoScriptCrumbs } from '@/lib/no-script-trail';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

/** The browser's fetch, answering the label lookup's address (app/breadcrumb-labels.json/route.ts) as the server does. */
const fetchLabels = jest.fn(async (url: string) =>
  url === BREADCRUMB_LABELS_PATH ? { ok: true, status: 200, json: async () => breadcrumbLabels } : { ok: false, status: 404, json: async () => null },
);
const browserFetch = globalThis.fetch;
beforeEach(() => {
  fetchLabels.mockClear();
  globalThis.fetch = fetchLabels as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = browserFetch;
});

/** The markup a browser that runs scripts shows: a <noscript>'s content is not part of it. */
const withoutNoScript = (html: string) => html.replace(/<noscript>.*?<\/noscript>/g, '');

const jsonLdTypes = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '')['@type']);

describe('PageBreadcrumbs (server)', () => {
  it('is hidden on the home page', () => {
    const { container } = render(<PageBreadcrumbs path="/" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('links earlier segments and shows the last as plain text marked as the current page', () => {
    render(<PageBreadcrumbs path="/industries/energy-utilities" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Industries', '/industries'],
    ]);
    const current = within(nav).getByText('Energy & Utilities');
    expect(current.tagName).toBe('SPAN');
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it('describes the same trail as BreadcrumbList JSON-LD', () => {
    const { container } = render(<PageBreadcrumbs path="/services/ai-solutions" />);
    const [block] = container.querySelectorAll('script[type="application/ld+json"]');
    const list = JSON.parse(block?.textContent ?? '{}');
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Services', 'AI Solutions']);
  });

  it('humanises a segment it has no label for, and leaves out JSON-LD when asked (unknown-slug 404s)', () => {
    const { container } = render(<PageBreadcrumbs path="/services/supply-chain-audit" structuredData={false} />);
    expect(screen.getByText('Supply Chain Audit')).toHaveAttribute('aria-current', 'page');
    expect(jsonLdTypes(container)).toEqual([]);
  });
});

describe('NotFoundBreadcrumbs (the prerendered 404 page)', () => {
  it('renders only Home into the server HTML, whose path is not the visitor\'s', () => {
    mockPathname = '/_not-found';
    const html = withoutNoScript(renderToString(<NotFoundBreadcrumbs />));
    expect(html).toContain('>Home</a>');
    expect(html).not.toContain('aria-current');
    expect(html).not.toMatch(/not Found/i);
  });

  it('holds a <noscript> crumb that the unknown-path handler fills in with the visitor\'s segments, escaped', () => {
    mockPathname = '/_not-found';
    const html = renderToString(<NotFoundBreadcrumbs />);
    expect(html).toContain(`<noscript><span aria-current="page" class="truncate font-medium text-navy-900">${NO_SCRIPT_CRUMB_PLACEHOLDER}</span></noscript>`);
    const filled = withNoScriptCrumbs(html, unknownCrumbLabels('/insights/<b>capital-planning', '/', breadcrumbLabels));
    expect(filled).toContain('<span aria-current="page" class="truncate font-medium text-navy-900">Insights / &lt;b&gt;capital Planning</span></noscript>');
    expect(filled).not.toContain(NO_SCRIPT_CRUMB_PLACEHOLDER);
  });

  it('shows the visitor\'s path once running in the browser, known segments by their labels from the fetched lookup', async () => {
    mockPathname = '/insights/vr-workplace-2025/capital-planning-guide';
    await act(async () => {
      render(<NotFoundBreadcrumbs />);
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(nav).findByRole('link', { name: breadcrumbLabels['vr-workplace-2025'] })).toHaveAttribute('href', '/insights/vr-workplace-2025');
    expect(within(nav).getByText('Capital Planning Guide')).toHaveAttribute('aria-current', 'page');
    expect(fetchLabels.mock.calls.map(([url]) => url)).toEqual([BREADCRUMB_LABELS_PATH]);
  });

});

describe('NotFoundBreadcrumbs under a section (its prerendered not-found page, served for every unknown slug)', () => {
  it('renders Home and the section into the server HTML, the same for every unknown slug', () => {
    mockPathname = '/industries/_unknown';
    const html = renderToString(<NotFoundBreadcrumbs section="/industries" />);
    expect(html).toContain('>Home</a>');
    // Not yet the current page: the crumb to come is.
    expect(html).toContain('href="/industries">Industries</a>');
    expect(withoutNoScript(html)).not.toContain('aria-current');
    expect(html).not.toContain('_unknown');
    expect(withNoScriptCrumbs(html, unknownCrumbLabels('/industries/some-unknown-sector', '/industries', breadcrumbLabels))).toContain(
      '>Some Unknown Sector</span></noscript>',
    );
  });

  it("adds the visitor's unknown segment, capitalised word by word, once running in the browser", async () => {
    mockPathname = '/industries/some-unknown-sector';
    await act(async () => {
      render(<NotFoundBreadcrumbs section="/industries" />);
    });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/industries');
    expect(await within(nav).findByText('Some Unknown Sector')).toHaveAttribute('aria-current', 'page');
  });
});

