import { siteConfig } from '@/content/site-config';
import { escapeHtml } from '@/lib/escape-html';
import { checkNewsletterEmail } from '../schema';
import { PENDING_DAYS } from '../tokens';

/**
 * What every message needs to be built: where it goes, the links it carries, and until when the confirmation link works
 * (its address's deadline, PENDING_DAYS after it was entered, or sooner where NEWSLETTER_CONFIRM_LINK_HOURS says so).
 */
export type ConfirmationMail = { to: string; confirmUrl: string; unsubscribeUrl: string; oneClickUrl: string; confirmBy: Date };

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });

/**
 * "05:13 UTC on Saturday, December 5, 2026": the minute the link still works in (rounded down), in UTC, which every
 * reader can convert and no reader's time zone makes a day off.
 */
export function deadlineInWords(deadline: Date): string {
  const time = deadline.toISOString().slice(11, 16);
  return `${time} UTC on ${fullDate.format(deadline)}`;
}

/** What nodemailer is given: it writes every header and the MIME structure itself. */
export type ComposedMail = {
  from: { name: string; address: string };
  to: { name: ''; address: string };
  subject: string;
  text: string;
  html: string;
  /** nodemailer's List-* headers. */
  list: { id: { url: string; comment: string }; unsubscribe: string[][] };
  headers: Record<string, string>;
};

/** The list's identifier (RFC 2919): a name under the firm's own mail domain, whatever host the site runs on. */
export const LIST_ID = { url: `newsletter.${siteConfig.email.split('@')[1]}`, comment: `${siteConfig.name} newsletter` };

/**
 * Every message carries an unsubscribe link in its body and RFC 8058's headers: List-Unsubscribe with the one-click
 * URL (a POST to it unsubscribes at once) and List-Unsubscribe-Post. Auto-Submitted (RFC 3834) keeps out-of-office
 * replies away from the firm's mailbox.
 */
export function listHeaders(oneClickUrl: string): Pick<ComposedMail, 'list' | 'headers'> {
  return {
    list: { id: LIST_ID, unsubscribe: [[oneClickUrl, `mailto:${siteConfig.email}?subject=unsubscribe`]] },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The one recipient, as an address nodemailer cannot read as more: given a string, it splits "a@x, b@y" into two
 * recipients and turns a line break into a new envelope address. The store holds only addresses the sign-up rule
 * accepts (a database check), so this refuses what cannot occur.
 */
function recipient(to: string): ComposedMail['to'] {
  const check = checkNewsletterEmail(to);
  if (!check.ok || check.email !== to) throw new Error('The confirmation e-mail’s recipient is not one deliverable address');
  return { name: '', address: to };
}

/** The confirmation request: plain, accessible HTML (one column, real text, a real link) and the same words as text. */
export function composeConfirmation({ to, confirmUrl, unsubscribeUrl, oneClickUrl, confirmBy }: ConfirmationMail): ComposedMail {
  const deadline = deadlineInWords(confirmBy);
  const deletedAfter = `without confirmation the address is deleted once ${PENDING_DAYS} days have passed since it was entered, and you will not hear from us again.`;
  const subject = `Please confirm your subscription to the ${siteConfig.name} newsletter`;
  const lines = [
    'Hello,',
    `Someone, hopefully you, asked to receive the ${siteConfig.name} newsletter at ${to}. To confirm, open this link and press the button on the page it opens, by ${deadline}:`,
    confirmUrl,
    `If you did not ask for it, ignore this message: ${deletedAfter}`,
    `To remove the address now: ${unsubscribeUrl}`,
    `${siteConfig.name}, ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}. Privacy policy: ${siteConfig.url}/legal/privacy-policy`,
  ];
  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#0b4f6c">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    '<div style="max-width:560px;margin:0 auto">',
    paragraph('Hello,'),
    paragraph(`Someone, hopefully you, asked to receive the ${escapeHtml(siteConfig.name)} newsletter at <strong>${escapeHtml(to)}</strong>.`),
    paragraph(link(confirmUrl, 'Confirm my subscription')),
    paragraph(`The link works until ${deadline} and opens a page with one button: the address joins the list when you press it. If you did not ask for the newsletter, ignore this message: ${deletedAfter}`),
    `<p style="margin:24px 0 0;font-size:14px;color:#4a4a4a">${link(unsubscribeUrl, 'Remove this address now')} · ${escapeHtml(
      `${siteConfig.name}, ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`,
    )} · ${link(`${siteConfig.url}/legal/privacy-policy`, 'Privacy policy')}</p>`,
    '</div></body></html>',
  ].join('\n');
  return {
    from: { name: siteConfig.name, address: siteConfig.email },
    to: recipient(to),
    subject,
    text: `${lines.join('\n\n')}\n`,
    html,
    ...listHeaders(oneClickUrl),
  };
}
