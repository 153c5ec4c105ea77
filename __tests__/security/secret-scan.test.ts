/** @jest-environment node */
import { findServiceRoleKeys, leakedNames, parseDotenv, serverOnlyValues } from '@/e2e/support/secret-scan';

const jwt = (payload: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') +
  '.c2lnbmF0dXJlLXBhcnQ';

describe('findServiceRoleKeys', () => {
  it('finds a service-role JWT inside minified code, but not the public anon key', () => {
    const serviceRole = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'service_role' });
    const anon = jwt({ iss: 'supabase', ref: 'abcdefgh', role: 'anon' });
    expect(findServiceRoleKeys(`var a="${anon}",b="${serviceRole}";`)).toEqual([serviceRole]);
    expect(findServiceRoleKeys(`var a="${anon}";`)).toEqual([]);
  });

  it('finds the sb_secret_ keys of newer Supabase projects', () => {
    expect(findServiceRoleKeys('x="sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz"')).toEqual(['sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz']);
  });
});

describe('serverOnlyValues and leakedNames', () => {
  const secrets = serverOnlyValues({
    SUPABASE_SERVICE_ROLE_KEY: 'super-secret-value-123',
    NEXT_PUBLIC_SITE_URL: 'https://www.platterivercg.com',
    NODE_ENV: 'production',
    npm_package_name: 'platte-river-consulting',
    EMPTY: undefined,
  });

  it('keeps only non-public variables long enough to be secrets', () => {
    expect(secrets).toEqual([{ name: 'SUPABASE_SERVICE_ROLE_KEY', value: 'super-secret-value-123' }]);
  });

  it('names the variable whose value occurs in a file', () => {
    expect(leakedNames('const k="super-secret-value-123"', secrets)).toEqual(['SUPABASE_SERVICE_ROLE_KEY']);
    expect(leakedNames('const u="https://www.platterivercg.com"', secrets)).toEqual([]);
  });
});

describe('parseDotenv', () => {
  it('reads KEY=value lines, drops comments and quotes', () => {
    expect(parseDotenv('# comment\nA=1\nexport B="two words"\n\nC=\n')).toEqual({ A: '1', B: 'two words', C: '' });
  });
});
