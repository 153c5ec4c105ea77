/** @jest-environment node */
import { checkEmailInBrowser } from '@/lib/newsletter/email-check';
import { checkNewsletterEmail } from '@/lib/newsletter/email-schema';

// An address of exactly `length` characters.
const addressOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** Inputs of every kind the server schema tells apart: valid, missing, malformed, too long. */
const INPUTS: unknown[] = [
  'jane.doe@example.com',
  'ops+news@mail.river.example.co.uk',
  '  \tjane@example.com \n',
  'Jane.Doe@Example.COM',
  'josé@exämple.com',
  '用户@例子.广告',
  addressOfLength(254),
  `  ${addressOfLength(254)}  `,
  '',
  '    ',
  '\t\n ',
  null,
  undefined,
  42,
  'jane.example.com',
  '@example.com',
  'jane@',
  'jane@localhost',
  'jane@example.',
  'jane@.example.com',
  'jane@doe@example.com',
  'jane doe@example.com',
  'jane@exam ple.com',
  'jane\u00a0doe@example.com',
  '\u00a0jane@example.com\u00a0',
  'jane\u200b@example.com',
  'jane\u0007@example.com',
  addressOfLength(255),
  addressOfLength(10_000),
  ' '.repeat(300),
];

describe('the browser e-mail check', () => {
  test.each(INPUTS.map((input) => [JSON.stringify(input)?.slice(0, 40) ?? String(input), input]))(
    'gives the same result as the server schema for %s',
    (_label, input) => {
      expect(checkEmailInBrowser(input)).toEqual(checkNewsletterEmail(input));
    },
  );

  test('accepts a valid address, trimmed, and names the problem otherwise', () => {
    expect(checkEmailInBrowser('  jane@example.com ')).toEqual({ ok: true, email: 'jane@example.com' });
    expect(checkEmailInBrowser(' ')).toEqual({ ok: false, message: 'Please enter your email address.' });
    expect(checkEmailInBrowser('jane@localhost')).toEqual({ ok: false, message: 'Please enter a valid email address.' });
  });
});
