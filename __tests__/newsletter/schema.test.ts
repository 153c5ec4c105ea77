import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkNewsletterEmail, EMAIL_MAX_LENGTH, EMAIL_PATTERN, newsletterEmailSchema } from '@/lib/newsletter/schema';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';

const { emptyEmail, invalidEmail } = NEWSLETTER_MESSAGES;

// An address of exactly `length` characters (local part 'jane', labels of at most 63).
function addressOfLength(length: number): string {
  let domain = 'example.com';
  while ('jane@'.length + domain.length < length) {
    const missing = length - 'jane@'.length - domain.length;
    domain = `${'d'.repeat(Math.min(63, Math.max(1, missing - 1)))}.${domain}`;
  }
  return `jane@${domain}`;
}

describe('newsletter e-mail schema', () => {
  test.each([
    ['a plain address', 'jane.doe@example.com', 'jane.doe@example.com'],
    ['plus addressing and subdomains', 'ops+news@mail.river.example.co.uk', 'ops+news@mail.river.example.co.uk'],
    ['leading and trailing whitespace, trimmed', '  \tjane@example.com \n', 'jane@example.com'],
    ['letter case, kept as typed', 'Jane.Doe@Example.COM', 'Jane.Doe@Example.COM'],
    ['an apostrophe and other atext', "o'brien_{x}|y~z@example.ie", "o'brien_{x}|y~z@example.ie"],
    ['a hyphen inside a label', 'jane@platte-river.example.com', 'jane@platte-river.example.com'],
    ['a punycode domain', 'jose@xn--exmple-cua.com', 'jose@xn--exmple-cua.com'],
    ['a Unicode domain, stored as punycode', 'jose@exämple.com', 'jose@xn--exmple-cua.com'],
    ['a non-Latin domain, stored as punycode', 'info@例子.广告', 'info@xn--fsqu00a.xn--4rr70v'],
    ['a 64-character local part', `${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
    ['exactly 254 characters', addressOfLength(254), addressOfLength(254)],
  ])('accepts %s', (_case, input, expected) => {
    expect(checkNewsletterEmail(input)).toEqual({ ok: true, email: expected });
  });

  test.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['only tabs and newlines', '\t\n '],
    ['a missing field', null],
  ])('says the address is missing when %s', (_case, input) => {
    expect(checkNewsletterEmail(input)).toEqual({ ok: false, message: emptyEmail });
  });

  test.each([
    ['no @', 'jane.example.com'],
    ['no local part', '@example.com'],
    ['no domain', 'jane@'],
    ['a domain with no dot', 'jane@localhost'],
    ['a domain ending in a dot', 'jane@example.'],
    ['a domain starting with a dot', 'jane@.example.com'],
    ['an empty label', 'jane@example..com'],
    ['a label starting with a hyphen', 'jane@-example.com'],
    ['a label ending with a hyphen', 'jane@example-.com'],
    ['a 64-character label', `jane@${'d'.repeat(64)}.com`],
    ['a numeric top-level label', 'jane@192.168.0.1'],
    ['an address literal', 'jane@[192.168.0.1]'],
    ['an underscore in the domain', 'jane@ex_ample.com'],
    ['a path after the domain', 'jane@exämple.com/evil'],
    ['two @ signs', 'jane@doe@example.com'],
    ['a space inside', 'jane doe@example.com'],
    ['a space in the domain', 'jane@exam ple.com'],
    ['a non-breaking space inside', 'jane\u00a0doe@example.com'],
    ['an invisible zero-width space', 'jane\u200b@example.com'],
    ['a control character', 'jane\u0007@example.com'],
    ['a leading dot', '.jane@example.com'],
    ['a trailing dot in the local part', 'jane.@example.com'],
    ['two dots in a row', 'jane..doe@example.com'],
    ['a quoted local part', '"jane doe"@example.com'],
    ['markup', '<script>alert(1)</script>@x.com'],
    ['a spreadsheet formula', '=HYPERLINK("http://evil.example")@x.co'],
    ['a local part starting with =', '=1+2@example.com'],
    ['a local part starting with +', '+news@example.com'],
    ['a local part starting with -', '-cmd@example.com'],
    ['a local part starting with @', '@@example.com'],
    ['a Unicode local part', 'josé@example.com'],
    ['a non-Latin local part', '用户@例子.广告'],
    ['a 65-character local part', `${'a'.repeat(65)}@example.com`],
    ['255 characters', addressOfLength(255)],
    ['far too long', `${'a'.repeat(10_000)}@example.com`],
  ])('rejects %s as not valid', (_case, input) => {
    expect(checkNewsletterEmail(input)).toEqual({ ok: false, message: invalidEmail });
  });

  test('NFC-normalises: composed and decomposed spellings give one address', () => {
    const composed = 'jane@ex\u00e4mple.com';
    const decomposed = 'jane@exa\u0308mple.com';
    expect(composed).not.toBe(decomposed);
    expect(checkNewsletterEmail(decomposed)).toEqual(checkNewsletterEmail(composed));
    expect(checkNewsletterEmail(decomposed)).toEqual({ ok: true, email: 'jane@xn--exmple-cua.com' });
  });

  test('measures the length after trimming', () => {
    expect(addressOfLength(EMAIL_MAX_LENGTH)).toHaveLength(254);
    expect(addressOfLength(255)).toHaveLength(255);
    expect(checkNewsletterEmail(`  ${addressOfLength(254)}  `)).toEqual({ ok: true, email: addressOfLength(254) });
  });

  test('reports one message, the first that applies', () => {
    const result = newsletterEmailSchema.safeParse(' ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([emptyEmail]);
  });

  test('the database checks the very same pattern (a migration under supabase/migrations)', () => {
    const dir = path.join(process.cwd(), 'supabase', 'migrations');
    const sql = readdirSync(dir)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    const literal = /email ~ '((?:[^']|'')+)'/g;
    const patterns = [...sql.matchAll(literal)].map(([, body = '']) => body.replaceAll("''", "'"));
    expect(patterns.at(-1)).toBe(EMAIL_PATTERN);
  });
});
