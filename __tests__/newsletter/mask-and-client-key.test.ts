import { clientKeyFromHeaders } from '@/lib/newsletter/client-key';
import { maskEmail } from '@/lib/newsletter/mask';

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
  test('uses the last x-forwarded-for hop, the one the nearest proxy added', () => {
    expect(clientKeyFromHeaders(new Headers({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    expect(clientKeyFromHeaders(new Headers({ 'x-forwarded-for': '1.1.1.1, 198.51.100.4 ' }))).toBe('198.51.100.4');
  });

  test('falls back to x-real-ip, then to one shared key', () => {
    expect(clientKeyFromHeaders(new Headers({ 'x-real-ip': '192.0.2.1' }))).toBe('192.0.2.1');
    expect(clientKeyFromHeaders(new Headers({ 'x-forwarded-for': ' , ' }))).toBe('unknown');
    expect(clientKeyFromHeaders(new Headers())).toBe('unknown');
  });
});
