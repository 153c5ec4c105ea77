/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { InsightsSubscribe } from '@/components/insights/insights-subscribe';
import { SiteFooter } from '@/components/layout/site-footer';
import { siteConfig } from '@/content/site-config';
import { escapeRegExp } from '@/lib/escape-regexp.mjs';
import { composeConfirmation } from '@/lib/newsletter/mail/compose';
import { NEWSLETTER_CADENCE } from '@/lib/newsletter/messages';
import { asReceived } from '../support/received-mail';

/*
 * The confirmation e-mail as its recipient's mail program gets it: nodemailer builds the MIME from what compose
 * returns, mailparser reads it back. The browser suite renders the same message from a real SMTP delivery.
 */

/** The firm's mail domain, from its address: the Message-ID and the list's name sit under it. */
const MAIL_DOMAIN = siteConfig.email.split('@')[1]!;
const TOKEN = 'Ab3_'.repeat(10) + 'xyz';
const links = {
  to: 'jane.doe@example.com',
  confirmUrl: `https://www.platterivercg.com/newsletter/confirm?token=${TOKEN}`,
  unsubscribeUrl: `https://www.platterivercg.com/newsletter/unsubscribe?token=${TOKEN}`,
  oneClickUrl: `https://www.platterivercg.com/newsletter/unsubscribe/one-click?token=${TOKEN}`,
  confirmBy: new Date('2026-12-05T05:13:42Z'),
};

describe('headers', () => {
  test('From with the firm’s name, a Date, a Message-ID on the firm’s domain, MIME 1.0, text and HTML alternatives', async () => {
    const { parsed, header } = await asReceived(composeConfirmation(links));
    expect(header('From')).toEqual([`${siteConfig.name} <${siteConfig.email}>`]);
    expect(header('To')).toEqual(['jane.doe@example.com']);
    expect(header('Subject')).toEqual([`Please confirm your subscription to the ${siteConfig.name} newsletter`]);
    expect(Math.abs(parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(header('Message-ID')).toEqual([expect.stringMatching(new RegExp(`^<[\\w.-]+@${escapeRegExp(MAIL_DOMAIN)}>$`))]);
    expect(header('MIME-Version')).toEqual(['1.0']);
    expect(header('Content-Type')).toEqual([expect.stringMatching(/^multipart\/alternative;/)]);
    // Replies go to the From address, the firm's own mailbox (the privacy policy: "write to info@…"): no Reply-To.
    expect(header('Reply-To')).toEqual([]);
  });

  test('RFC 8058 one-click unsubscription, the list named (RFC 2919), and marked as sent by a machine (RFC 3834)', async () => {
    const { header } = await asReceived(composeConfirmation(links));
    expect(header('List-Unsubscribe')).toEqual([`<${links.oneClickUrl}>, <mailto:${siteConfig.email}?subject=unsubscribe>`]);
    expect(header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(header('List-Id')).toEqual([`"${siteConfig.name} newsletter" <newsletter.${MAIL_DOMAIN}>`]);
    // Out-of-office replies and other auto-responders do not answer a message marked so.
    expect(header('Auto-Submitted')).toEqual(['auto-generated']);
  });

  test('the address cannot add a recipient or a header: a message to anything but one deliverable address is refused', async () => {
    for (const to of ['jane@example.com\r\nBcc: eve@evil.example', 'jane@example.com, eve@evil.example', 'Jane <jane@example.com>', ' jane@example.com']) {
      expect(() => composeConfirmation({ ...links, to })).toThrow('not one deliverable address');
    }
    const { envelope, header } = await asReceived(composeConfirmation({ ...links, to: "o'brien+news@example.co.uk" }));
    expect(envelope.to).toEqual(["o'brien+news@example.co.uk"]);
    expect(header('To')).toEqual(["o'brien+news@example.co.uk"]);
    expect(header('Bcc')).toEqual([]);
  });
});

describe('the text part, read alone', () => {
  test('has every link on a line of its own, so a plain-text reader opens or copies it whole', () => {
    const { text } = composeConfirmation(links);
    const linkLines = text.split('\n').filter((line) => line.includes('://'));
    expect(linkLines).toEqual([links.confirmUrl, links.unsubscribeUrl, 'https://www.platterivercg.com/legal/privacy-policy']);
    expect(text).not.toMatch(/<[a-z/]|&[a-z#0-9]+;/i);
  });

  test('links the privacy policy on the site its other links lead to: in development, the server the sign-up came through', () => {
    const local = (url: string) => url.replace('https://www.platterivercg.com', 'http://127.0.0.1:4301');
    const { text, html } = composeConfirmation({ ...links, confirmUrl: local(links.confirmUrl), unsubscribeUrl: local(links.unsubscribeUrl), oneClickUrl: local(links.oneClickUrl) });
    expect(text).toContain('\nhttp://127.0.0.1:4301/legal/privacy-policy');
    expect(html).toContain('href="http://127.0.0.1:4301/legal/privacy-policy"');
    expect(`${text}${html}`).not.toContain('www.platterivercg.com/legal');
  });

  test('calls the unsubscribe link one, as the privacy policy and the terms do ("the unsubscribe link in any e-mail we send")', () => {
    const { text } = composeConfirmation(links);
    const lines = text.split('\n');
    expect(lines[lines.indexOf(links.unsubscribeUrl) - 1]).toMatch(/^To unsubscribe\b.*:$/);
  });
});

describe('what it promises', () => {
  test('says what the address is signing up for in the forms’ words: a short e-mail at most once a month', () => {
    const mail = composeConfirmation(links);
    for (const part of [mail.text, mail.html]) expect(part).toContain(`a short e-mail ${NEWSLETTER_CADENCE}`);
    // The footer and the insights box promise the same, from the same words.
    for (const form of [<SiteFooter key="footer" newsletter={null} />, <InsightsSubscribe key="insights" />]) {
      expect(renderToStaticMarkup(form)).toContain(NEWSLETTER_CADENCE);
    }
    expect(NEWSLETTER_CADENCE).toBe('at most once a month');
  });
});

describe('the HTML part', () => {
  const { html, subject } = composeConfirmation(links);

  test('says its language and direction on <html> and again on the content, which webmail keeps when it drops <html>', () => {
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`<div class="mail" role="article" aria-roledescription="email" aria-label="${subject}" lang="en" dir="ltr"`);
  });

  test('is styled inline and loads nothing: no image, stylesheet, font, script or tracking pixel', () => {
    expect(html).not.toMatch(/<(img|link|script|iframe|object|embed|video|audio|picture|source|svg)\b/i);
    expect(html).not.toMatch(/url\(|@import|@font-face|\bsrc=|\bbackground=/i);
    const elements = [...html.matchAll(/<(?:body|div|h1|p|a)\b[^>]*>/g)].map(([tag]) => tag);
    expect(elements.length).toBeGreaterThan(6);
    for (const tag of elements) expect(tag).toMatch(/ style="[^"]+"/);
  });

  test('declares light and dark; its one <style> holds only the dark colours, overriding the inline light ones', () => {
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!.trim());
    expect(styles).toHaveLength(1);
    expect(styles[0]).toMatch(/^@media \(prefers-color-scheme: dark\) \{[\s\S]*\}$/);
    const declarations = [...styles[0]!.matchAll(/\{([^{}]+)\}/g)].flatMap(([, block]) => block!.split(';').map((item) => item.trim()).filter(Boolean));
    expect(declarations.length).toBeGreaterThan(4);
    for (const declaration of declarations) expect(declaration).toMatch(/^(background|color): #[0-9a-f]{6} !important$/);
  });

  test('opens with a preheader, the inbox’s preview line, hidden in the message itself', () => {
    const preheader = /<div class="mail-preheader" style="([^"]+)">([^<]+)<\/div>/.exec(html);
    expect(preheader?.[1]).toContain('display:none');
    expect(preheader?.[2]).toBe('One step left: confirm your subscription by 10:13 PM Mountain Time on Friday, December 4, 2026 (05:13 UTC on Saturday, December 5, 2026).');
    // The first thing in the content, so the preview does not start with "Hello,".
    expect(html.indexOf('mail-preheader')).toBeLessThan(html.indexOf('<h1'));
  });

  test('has one level-one heading, and links whose own words say what they do', () => {
    expect([...html.matchAll(/<h1\b[^>]*>([^<]+)<\/h1>/g)].map(([, text]) => text)).toEqual(['Confirm your subscription']);
    const anchors = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => [href!.replace(/&amp;/g, '&'), text]);
    expect(anchors).toEqual([
      [links.confirmUrl, 'Confirm my subscription'],
      [links.unsubscribeUrl, 'Unsubscribe this address now'],
      ['https://www.platterivercg.com/legal/privacy-policy', 'Privacy policy'],
    ]);
  });
});

describe('on the wire', () => {
  test('UTF-8, quoted-printable lines within 76 characters, both parts decoded as composed, and small', async () => {
    const mail = composeConfirmation({ ...links, to: 'jane@xn--exmple-cua.com' });
    const { raw, parsed } = await asReceived(mail);
    const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n'))];
    // A header folds at 78, except a line that is one URL, which cannot be folded (RFC 5322's hard limit is 998).
    for (const line of head.split('\r\n')) if (!/^ <https:\S+>,$/.test(line)) expect(line.length).toBeLessThanOrEqual(78);
    for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable/);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toBe(mail.html);
    // Gmail clips a message past 102 KB; this one is a few.
    expect(Buffer.byteLength(raw)).toBeLessThan(10_000);
  });
});
