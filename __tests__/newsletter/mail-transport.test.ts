/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { composeConfirmation, deadlineInWords } from '@/lib/newsletter/mail/compose';
import { createMailer } from '@/lib/newsletter/mail/transport';
import { siteConfig } from '@/content/site-config';

const links = {
  to: 'jane@example.com',
  confirmUrl: 'http://127.0.0.1:3000/newsletter/confirm?token=c'.padEnd(90, 'c'),
  unsubscribeUrl: 'http://127.0.0.1:3000/newsletter/unsubscribe?token=u'.padEnd(90, 'u'),
  oneClickUrl: 'http://127.0.0.1:3000/newsletter/unsubscribe/one-click?token=u'.padEnd(98, 'u'),
  confirmBy: new Date('2026-12-05T05:13:42.500Z'),
};

test('with nothing configured in development, each message is written whole to the outbox folder', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-outbox-'));
  try {
    const mailer = createMailer({ kind: 'outbox', dir: path.join(dir, 'outbox') })!;
    const { location } = await mailer.send(composeConfirmation(links));
    expect(readdirSync(path.join(dir, 'outbox'))).toEqual([path.basename(location!)]);
    const mail = await simpleParser(readFileSync(location!));
    expect(mail.from?.value).toEqual([{ name: siteConfig.name, address: siteConfig.email }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('jane@example.com');
    expect(mail.text).toContain(links.confirmUrl);
    expect(mail.html).toContain('Confirm my subscription');
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${links.oneClickUrl}>, <mailto:${siteConfig.email}?subject=unsubscribe>`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the message says until when its confirmation link works, to the minute in UTC and in Casper, and when the address is deleted', () => {
  // Rounded down: the link still works in that minute. Casper's day is the one before from 5 p.m. (MST, UTC-7).
  expect(deadlineInWords(new Date('2026-12-05T05:13:59.999Z'))).toBe(
    '10:13 PM Mountain Time on Friday, December 4, 2026 (05:13 UTC on Saturday, December 5, 2026)',
  );
  // New Year in UTC is still the old year in Casper.
  expect(deadlineInWords(new Date('2027-01-01T00:00:00Z'))).toBe('5:00 PM Mountain Time on Thursday, December 31, 2026 (00:00 UTC on Friday, January 1, 2027)');
  // In summer Casper keeps daylight time, UTC-6.
  expect(deadlineInWords(new Date('2027-07-01T05:13:00Z'))).toBe('11:13 PM Mountain Time on Wednesday, June 30, 2027 (05:13 UTC on Thursday, July 1, 2027)');
  // The same day in both.
  expect(deadlineInWords(new Date('2026-12-05T18:00:30Z'))).toBe('11:00 AM Mountain Time (18:00 UTC) on Saturday, December 5, 2026');
  const mail = composeConfirmation(links);
  const deadline = '10:13 PM Mountain Time on Friday, December 4, 2026 (05:13 UTC on Saturday, December 5, 2026)';
  expect(mail.text).toContain(`open this link and press the button on the page it opens, by ${deadline}:`);
  expect(mail.html).toContain(`The link works until ${deadline}`);
  // The privacy policy's words: "deleted once 7 days have passed since its confirmation e-mail was last requested".
  for (const part of [mail.text, mail.html]) expect(part).toContain('without confirmation the address is deleted once 7 days have passed since it was entered');
});

test('production with no SMTP server has no mailer: nothing is sent, the messages stay queued', () => {
  expect(createMailer({ kind: 'unavailable', reason: 'No SMTP server for production.' })).toBeNull();
});

test('an address’s HTML specials (an apostrophe, an ampersand) are escaped in the HTML part; markup is refused', () => {
  const mail = composeConfirmation({ ...links, to: "o'brien&co@example.com" });
  expect(mail.html).toContain('o&#39;brien&amp;co@example.com');
  expect(() => composeConfirmation({ ...links, to: "o'<b>x</b>@example.com" })).toThrow('not one deliverable address');
});
