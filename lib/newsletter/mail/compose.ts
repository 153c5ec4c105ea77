import { siteConfig } from '@/content/site-config';
import { escapeHtml } from '@/lib/escape-html';
import { FIRM_TIME_ZONE } from '@/lib/firm-time.mjs';
import { NEWSLETTER_CADENCE } from '../messages';
import { ONE_CLICK_FIELD } from '../one-click';
import { checkNewsletterEmail } from '../schema';
import { PENDING_DAYS } from '../tokens';

/**
 * What every message needs to be built: where it goes, the links it carries, and until when the confirmation link works
 * (its address's deadline, PENDING_DAYS after it was entered, or sooner where NEWSLETTER_CONFIRM_LINK_HOURS says so).
 */
export type ConfirmationMail = { to: string; confirmUrl: string; unsubscribeUrl: string; oneClickUrl: string; confirmBy: Date };

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
const firmTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: FIRM_TIME_ZONE });
const firmDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: FIRM_TIME_ZONE });

/**
 * "10:13 PM Mountain Time on Friday, December 4, 2026 (05:13 UTC on Saturday, December 5, 2026)": the minute the link
 * still works in (rounded down), first in the firm's own zone with its day, then in UTC, which every reader can
 * convert; the day once where both zones share it ("11:00 AM Mountain Time (18:00 UTC) on Saturday, December 5, 2026").
 * UTC's day turns over at 5 or 6 p.m. in Casper.
 */
export function deadlineInWords(deadline: Date): string {
  const utc = `${deadline.toISOString().slice(11, 16)} UTC`;
  const firm = `${firmTime.format(deadline)} Mountain Time`;
  const [utcDay, firmDay] = [fullDate.format(deadline), firmDate.format(deadline)];
  return utcDay === firmDay ? `${firm} (${utc}) on ${firmDay}` : `${firm} on ${firmDay} (${utc} on ${utcDay})`;
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
    headers: { 'List-Unsubscribe-Post': `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}`, 'Auto-Submitted': 'auto-generated' },
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

/** Light colours inline, where every client reads them; dark ones in the one <style>, for the clients that honour it. */
const LIGHT = { page: '#ffffff', text: '#1a1a1a', link: '#0b4f6c', quiet: '#4a4a4a', buttonText: '#ffffff' };
const DARK_CSS = [
  '@media (prefers-color-scheme: dark) {',
  '.mail-page, .mail { background: #101418 !important; color: #e8eaed !important; }',
  '.mail-link { color: #8fd0ec !important; }',
  '.mail-quiet { color: #b6bcc2 !important; }',
  '.mail-button { background: #8fd0ec !important; color: #0b1f29 !important; }',
  '}',
].join('\n');

const link = (href: string, label: string, colour = LIGHT.link) =>
  `<a href="${escapeHtml(href)}" class="mail-link" style="color:${colour};text-decoration:underline">${escapeHtml(label)}</a>`;

/**
 * The confirmation request: one column of real text with the same words as the text part. Every style is inline
 * except the dark colours; nothing is loaded (no image, font or stylesheet), so nothing fails and nothing tracks. The
 * content repeats lang and dir, and is an article named by the subject, since webmail drops <html> and <body>.
 */
export function composeConfirmation({ to, confirmUrl, unsubscribeUrl, oneClickUrl, confirmBy }: ConfirmationMail): ComposedMail {
  const deadline = deadlineInWords(confirmBy);
  const deletedAfter = `without confirmation the address is deleted once ${PENDING_DAYS} days have passed since it was entered, and you will not hear from us again.`;
  const subject = `Please confirm your subscription to the ${siteConfig.name} newsletter`;
  const asked = `Someone, hopefully you, asked to receive the ${siteConfig.name} newsletter at`;
  const what = `a short e-mail ${NEWSLETTER_CADENCE} with our new articles and what we are seeing in client work.`;
  const { street, city, region, postalCode } = siteConfig.address;
  const postal = `${siteConfig.name}, ${street}, ${city}, ${region} ${postalCode}`;
  // On the site the links lead to (the production site, or the development server the sign-up came through).
  const privacyUrl = new URL('/legal/privacy-policy', confirmUrl).href;

  // Paragraphs; a link's label and the link itself share one, each on a line of its own.
  const text = [
    'Hello,',
    `${asked} ${to}: ${what}`,
    `To confirm, open this link and press the button on the page it opens, by ${deadline}:\n${confirmUrl}`,
    `If you did not ask for it, ignore this message: ${deletedAfter}`,
    `To unsubscribe this address now:\n${unsubscribeUrl}`,
    `${postal}\nPrivacy policy:\n${privacyUrl}`,
  ].join('\n\n');

  const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;
  const button = `<a href="${escapeHtml(confirmUrl)}" class="mail-button" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${LIGHT.link};color:${LIGHT.buttonText};font-weight:bold;text-decoration:none">Confirm my subscription</a>`;
  const html = [
    '<!doctype html>',
    '<html lang="en" dir="ltr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    '<meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title>`,
    `<style>\n${DARK_CSS}\n</style>`,
    '</head>',
    `<body class="mail-page" style="margin:0;padding:0;background:${LIGHT.page}">`,
    `<div class="mail" role="article" aria-roledescription="email" aria-label="${escapeHtml(subject)}" lang="en" dir="ltr" style="padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${LIGHT.text};background:${LIGHT.page};word-wrap:break-word;overflow-wrap:break-word">`,
    `<div class="mail-preheader" style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(`One step left: confirm your subscription by ${deadline}.`)}</div>`,
    '<div style="max-width:560px;margin:0 auto">',
    '<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">Confirm your subscription</h1>',
    paragraph('Hello,'),
    paragraph(`${escapeHtml(asked)} <strong>${escapeHtml(to)}</strong>: ${escapeHtml(what)}`),
    `<p style="margin:24px 0">${button}</p>`,
    paragraph(`The link works until ${escapeHtml(deadline)} and opens a page with one button: the address joins the list only when you press it.`),
    paragraph(`If you did not ask for the newsletter, ignore this message: ${escapeHtml(deletedAfter)}`),
    `<p class="mail-quiet" style="margin:32px 0 0;font-size:14px;color:${LIGHT.quiet}">${link(unsubscribeUrl, 'Unsubscribe this address now')}<br>${escapeHtml(postal)}<br>${link(privacyUrl, 'Privacy policy')}</p>`,
    '</div>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return {
    from: { name: siteConfig.name, address: siteConfig.email },
    to: recipient(to),
    subject,
    text: `${text}\n`,
    html,
    ...listHeaders(oneClickUrl),
  };
}
