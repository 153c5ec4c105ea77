/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { composeConfirmation, durationInWords } from '@/lib/newsletter/mail/compose';
import { createMailer } from '@/lib/newsletter/mail/transport';

const links = {
  to: 'jane@example.com',
  confirmUrl: 'http://127.0.0.1:3000/newsletter/confirm?token=c'.padEnd(90, 'c'),
  unsubscribeUrl: 'http://127.0.0.1:3000/newsletter/unsubscribe?token=u'.padEnd(90, 'u'),
  oneClickUrl: 'http://127.0.0.1:3000/newsletter/unsubscribe/one-click?token=u'.padEnd(98, 'u'),
  confirmValidSeconds: 7 * 86_400,
};

test('with nothing configured in development, each message is written whole to the outbox folder', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'newsletter-outbox-'));
  try {
    const mailer = createMailer({ kind: 'outbox', dir: path.join(dir, 'outbox') })!;
    const { location } = await mailer.send(composeConfirmation(links));
    expect(readdirSync(path.join(dir, 'outbox'))).toEqual([path.basename(location!)]);
    const mail = await simpleParser(readFileSync(location!));
    expect(mail.from?.value).toEqual([{ name: 'Platte River Consulting', address: 'info@platterivercg.com' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('jane@example.com');
    expect(mail.text).toContain(links.confirmUrl);
    expect(mail.html).toContain('Confirm my subscription');
    const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${links.oneClickUrl}>, <mailto:info@platterivercg.com?subject=unsubscribe>`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the message says how long its confirmation link works, in the unit that fits, and when the address is deleted', () => {
  expect(durationInWords(7 * 86_400)).toBe('7 days');
  expect(durationInWords(86_400)).toBe('1 day');
  expect(durationInWords(36 * 3_600)).toBe('36 hours');
  expect(durationInWords(2)).toBe('2 seconds');
  const shortened = composeConfirmation({ ...links, confirmValidSeconds: 48 * 3_600 });
  expect(shortened.text).toContain('open this link within 2 days');
  expect(shortened.html).toContain('The link works for 2 days');
  for (const part of [shortened.text, shortened.html]) expect(part).toContain('without confirmation the address is deleted after 7 days');
});

test('production with no SMTP server has no mailer: nothing is sent, the messages stay queued', () => {
  expect(createMailer({ kind: 'unavailable', reason: 'No SMTP server for production.' })).toBeNull();
});

test('an address’s HTML specials (an apostrophe, an ampersand) are escaped in the HTML part; markup is refused', () => {
  const mail = composeConfirmation({ ...links, to: "o'brien&co@example.com" });
  expect(mail.html).toContain('o&#39;brien&amp;co@example.com');
  expect(() => composeConfirmation({ ...links, to: "o'<b>x</b>@example.com" })).toThrow('not one deliverable address');
});
