/** @jest-environment node */
import {
  contentSecurityPolicy,
  DENIED_PERMISSIONS,
  HSTS_MAX_AGE_SECONDS,
  originOf,
  permissionsPolicy,
  staticSecurityHeaders,
} from '@/lib/security/headers';

/** Parses a policy into directive name → sources, failing on a directive given twice. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    expect(map.has(name)).toBe(false);
    map.set(name, sources);
  }
  return map;
}

const LEAD_FORM = 'https://forms.example-crm.com';
const strict = (hashes: string[], nonce?: string) =>
  directives(contentSecurityPolicy({ script: { kind: 'strict', hashes, nonce }, leadFormOrigin: LEAD_FORM }));

describe('contentSecurityPolicy', () => {
  it('locks down everything the issue names', () => {
    const csp = strict(['sha256-abc=']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
  });

  it('lists each page hash and the nonce, and never unsafe-inline or unsafe-eval, in the strict policy', () => {
    const scriptSrc = strict(['sha256-one=', 'sha256-two='], 'bm9uY2U=').get('script-src');
    expect(scriptSrc).toEqual(["'self'", "'nonce-bm9uY2U='", "'sha256-one='", "'sha256-two='"]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it('allows inline scripts only in the development fallback', () => {
    const csp = directives(contentSecurityPolicy({ script: { kind: 'fallback' }, leadFormOrigin: null }));
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows frames from the lead-form host only, and none without one; the lead form is never a script source', () => {
    expect(strict([]).get('frame-src')).toEqual([LEAD_FORM]);
    const named = [...strict([]).entries()].filter(([, sources]) => sources.includes(LEAD_FORM)).map(([name]) => name);
    expect(named).toEqual(['frame-src']);
    const none = directives(contentSecurityPolicy({ script: { kind: 'strict', hashes: [] }, leadFormOrigin: null }));
    expect(none.get('frame-src')).toEqual(["'none'"]);
    expect(none.get('script-src')).toEqual(["'self'"]);
  });

  it('adds eval and the hot-reload websocket in development only', () => {
    const dev = directives(
      contentSecurityPolicy({ script: { kind: 'fallback' }, leadFormOrigin: null, development: true }),
    );
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
    expect(strict([]).get('connect-src')).not.toContain('ws:');
  });
});

describe('staticSecurityHeaders', () => {
  const byName = (production: boolean) =>
    new Map(staticSecurityHeaders({ production, leadFormOrigin: LEAD_FORM }).map((h) => [h.key.toLowerCase(), h.value]));

  it('sends the fixed headers on every response', () => {
    const headers = byName(true);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('permissions-policy')).toBe(permissionsPolicy());
    expect(headers.has('x-powered-by')).toBe(false);
    expect(directives(headers.get('content-security-policy')!).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows no inline script in production (the build step adds each page's hashes), and inline scripts and eval in development", () => {
    const scriptSrc = (production: boolean) => directives(byName(production).get('content-security-policy')!).get('script-src');
    expect(scriptSrc(true)).toEqual(["'self'"]);
    expect(scriptSrc(false)).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'"]));
  });

  it('sends HSTS for two years with subdomains and preload in production only', () => {
    expect(HSTS_MAX_AGE_SECONDS).toBe(2 * 365 * 24 * 60 * 60);
    expect(byName(true).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(byName(false).has('strict-transport-security')).toBe(false);
  });
});

describe('permissionsPolicy', () => {
  it('denies camera, microphone, geolocation and payment, among others', () => {
    const policy = permissionsPolicy();
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
    expect(policy.split(', ')).toHaveLength(DENIED_PERMISSIONS.length);
  });
});

describe('originOf', () => {
  it('reduces a form URL to the origin CSP needs', () => {
    expect(originOf('https://forms.example-crm.com/widget/form/abc?x=1')).toBe('https://forms.example-crm.com');
    expect(originOf(null)).toBeNull();
  });
});
