/** @jest-environment node */
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { EXCEPT_STATIC_FILES, withoutStaticFileHeaders } from '../../scripts/bench/static-headers-variant.mjs';

const siteWide = { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] };
const otherPaths = { source: '/:path*', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self'" }] };
const page = { source: '/about', headers: [{ key: 'Content-Security-Policy', value: "script-src 'self' 'sha256-x'" }] };

describe('the build copy without security headers on its static files', () => {
  it('narrows both catch-all rules and leaves each page’s own rule alone', () => {
    const { headers, redirects } = withoutStaticFileHeaders({ headers: [siteWide, otherPaths, page], redirects: [] });
    expect(headers.map((rule: { source: string }) => rule.source)).toEqual([EXCEPT_STATIC_FILES, EXCEPT_STATIC_FILES, '/about']);
    expect(headers[0].headers).toEqual(siteWide.headers);
    expect(headers[2]).toBe(page);
    expect(redirects).toEqual([]);
  });

  it('still matches pages, images and the worker, and no hashed static file (compiled as Next compiles it)', () => {
    const { regex } = buildCustomRoute('header', { source: EXCEPT_STATIC_FILES, headers: [] });
    const matches = (path: string) => new RegExp(regex).test(path);
    for (const path of ['/', '/about', '/insights/vr-workplace-2025', '/images/insights/vr-workplace-2025.svg', '/sw.js']) expect(matches(path)).toBe(true);
    for (const path of ['/_next/static/chunks/23f63kgahel3l.js', '/_next/static/chunks/1kthip1sksim7.css']) expect(matches(path)).toBe(false);
  });

  it('refuses a manifest without the catch-all rule rather than measuring an unchanged copy', () => {
    expect(() => withoutStaticFileHeaders({ headers: [page] })).toThrow('no catch-all header rule');
  });
});
