import { checkNewsletterEmail, EMAIL_MAX_LENGTH, newsletterEmailSchema } from '@/lib/newsletter/email-schema';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter/messages';

const { emptyEmail, invalidEmail } = NEWSLETTER_MESSAGES;

// An address of exactly `length` characters.
const addressOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('newsletter e-mail schema', () => {
  test.each([
    ['a plain address', 'jane.doe@example.com', 'jane.doe@example.com'],
    ['plus addressing and subdomains', 'ops+news@mail.river.example.co.uk', 'ops+news@mail.river.example.co.uk'],
    ['leading and trailing whitespace, trimmed', '  \tjane@example.com \n', 'jane@example.com'],
    ['letter case, kept as typed', 'Jane.Doe@Example.COM', 'Jane.Doe@Example.COM'],
    ['an internationalised (unicode) address', 'josé@exämple.com', 'josé@exämple.com'],
    ['a non-Latin address', '用户@例子.广告', '用户@例子.广告'],
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
    ['two @ signs', 'jane@doe@example.com'],
    ['a space inside', 'jane doe@example.com'],
    ['a space in the domain', 'jane@exam ple.com'],
    ['a non-breaking space inside', 'jane\u00a0doe@example.com'],
    ['an invisible zero-width space', 'jane\u200b@example.com'],
    ['a control character', 'jane\u0007@example.com'],
    ['255 characters', addressOfLength(255)],
    ['far too long', addressOfLength(10_000)],
  ])('rejects %s as not valid', (_case, input) => {
    expect(checkNewsletterEmail(input)).toEqual({ ok: false, message: invalidEmail });
  });

  test('measures the length after trimming', () => {
    expect(addressOfLength(EMAIL_MAX_LENGTH)).toHaveLength(254);
    expect(checkNewsletterEmail(`  ${addressOfLength(254)}  `)).toEqual({ ok: true, email: addressOfLength(254) });
  });

  test('reports one message, the first that applies', () => {
    const result = newsletterEmailSchema.safeParse(' ');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([emptyEmail]);
  });
});
