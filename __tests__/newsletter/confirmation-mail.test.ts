/** @jest-environment node */
import { composeConfirmation } from '@/lib/newsletter/mail/compose';
import { asReceived } from '../support/received-mail';

/*
 * The confirmation e-mail as its recipient's mail program gets it: nodemailer builds the MIME from what compose
 * returns, mailparser reads it back. The browser suite renders the same message from a real SMTP delivery.
 */

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
    expect(header('From')).toEqual(['Platte River Consulting <info@platterivercg.com>']);
    expect(header('To')).toEqual(['jane.doe@example.com']);
    expect(header('Subject')).toEqual(['Please confirm your subscription to the Platte River Consulting newsletter']);
    expect(Math.abs(parsed.date!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(header('Message-ID')).toEqual([expect.stringMatching(/^<[\w.-]+@platterivercg\.com>$/)]);
    expect(header('MIME-Version')).toEqual(['1.0']);
    expect(header('Content-Type')).toEqual([expect.stringMatching(/^multipart\/alternative;/)]);
    // Replies go to the From address, the firm's own mailbox (the privacy policy: "write to info@…"): no Reply-To.
    expect(header('Reply-To')).toEqual([]);
  });

  test('RFC 8058 one-click unsubscription, the list named (RFC 2919), and marked as sent by a machine (RFC 3834)', async () => {
    const { header } = await asReceived(composeConfirmation(links));
    expect(header('List-Unsubscribe')).toEqual([`<${links.oneClickUrl}>, <mailto:info@platterivercg.com?subject=unsubscribe>`]);
    expect(header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(header('List-Id')).toEqual(['"Platte River Consulting newsletter" <newsletter.platterivercg.com>']);
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
