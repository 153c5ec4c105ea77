/** @jest-environment node */
import { clientKeyFromHeaders, UNTRUSTED_CLIENT } from '@/lib/newsletter/client-key';
import { maskEmail } from '@/lib/newsletter/log-redaction';

describe('maskEmail', () => {
  test.each([
    ['jane.doe@example.com', 'j***@e***.com'],
    ['a@b.co', 'a***@b***.co'],
    ['ops+news@mail.river.example.co.uk', 'o***@m***.uk'],
    ['😀x@例子.广告', '😀***@例***.广告'],
    ['no-at-sign', 'n***'],
    ['', '(empty)'],
  ])('%s → %s', (input, masked) => {
    expect(maskEmail(input)).toBe(masked);
  });

  test('never contains the local part or the domain name', () => {
    const masked = maskEmail('secret.person@hidden-company.com');
    expect(masked).not.toContain('secret');
    expect(masked).not.toContain('hidden');
  });
});

describe('clientKeyFromHeaders', () => {
  const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

  test('by default uses the last x-forwarded-for hop, the one the nearest proxy (or Vercel) added', () => {
    expect(clientKeyFromHeaders(forwarded('203.0.113.9'))).toBe('203.0.113.9');
    expect(clientKeyFromHeaders(forwarded('1.1.1.1, 198.51.100.4 '))).toBe('198.51.100.4');
  });

  test('with more trusted proxies, counts that many hops from the right', () => {
    expect(clientKeyFromHeaders(forwarded('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
    // Fewer hops than trusted proxies: the leftmost, the furthest any proxy saw.
    expect(clientKeyFromHeaders(forwarded('203.0.113.9'), 3)).toBe('203.0.113.9');
  });

  test('with no trusted proxy (0), every client is one key, whatever it claims', () => {
    expect(clientKeyFromHeaders(forwarded('203.0.113.9'), 0)).toBe(UNTRUSTED_CLIENT);
    expect(clientKeyFromHeaders(forwarded('198.51.100.1'), 0)).toBe(UNTRUSTED_CLIENT);
    expect(clientKeyFromHeaders(new Headers({ 'x-real-ip': '192.0.2.1' }), 0)).toBe(UNTRUSTED_CLIENT);
  });

  test('falls back to x-real-ip, then to one shared key', () => {
    expect(clientKeyFromHeaders(new Headers({ 'x-real-ip': '192.0.2.1' }))).toBe('192.0.2.1');
    expect(clientKeyFromHeaders(forwarded(' , '))).toBe('unknown');
    expect(clientKeyFromHeaders(new Headers())).toBe('unknown');
  });

  test('strips ports', () => {
    expect(clientKeyFromHeaders(forwarded('[2001:db8::1]:443'))).toBe(clientKeyFromHeaders(forwarded('2001:db8::1')));
    expect(clientKeyFromHeaders(forwarded('203.0.113.9:51234'))).toBe('203.0.113.9');
  });

  test('counts an IPv6 client by its /64, which one subscriber can rotate through', () => {
    const key = clientKeyFromHeaders(forwarded('2001:db8:85a3:42::1'));
    expect(key).toBe('2001:db8:85a3:42::/64');
    expect(clientKeyFromHeaders(forwarded('2001:db8:85a3:42:ffff:1234:5678:9abc'))).toBe(key);
    expect(clientKeyFromHeaders(forwarded('2001:0DB8:85A3:0042:0:0:0:7'))).toBe(key);
    expect(clientKeyFromHeaders(forwarded('2001:db8:85a3:43::1'))).not.toBe(key);
  });

  test('counts an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(clientKeyFromHeaders(forwarded('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  test('is bounded: a forged hop that is no address and no short token becomes the shared key', () => {
    expect(clientKeyFromHeaders(forwarded(`${'x'.repeat(100_000)}`))).toBe('unknown');
    expect(clientKeyFromHeaders(forwarded('<script>alert(1)</script>'))).toBe('unknown');
    expect(clientKeyFromHeaders(forwarded('proxy-token_42'))).toBe('proxy-token_42');
    for (const value of [`${'9'.repeat(300)}`, 'a b', '\u00e9\u00e9', '1.2.3.4, évil']) {
      expect(clientKeyFromHeaders(forwarded(value)).length).toBeLessThanOrEqual(64);
    }
  });
});
