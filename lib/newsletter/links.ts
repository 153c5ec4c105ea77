import 'server-only';
import type { NewsletterOutcome } from '@/content/newsletter-links';
import { prerenderedHtml } from '@/lib/prerendered-html';
import { buttonLinkPageHtml } from '@/lib/prerendered-readers.mjs';
import { BUTTON_LINKS } from './link-paths.mjs';
import { describeFailure } from './log-redaction';
import { newsletterSetup } from './setup';
import type { LinkOutcome, TokenStatus } from './store';
import { isTokenShaped, type TokenPurpose } from './tokens';

/** The page for what a link did. */
export function outcomePage(purpose: TokenPurpose, outcome: LinkOutcome | Exclude<TokenStatus, 'valid'>): NewsletterOutcome {
  switch (outcome) {
    case 'confirmed':
      return 'confirmed';
    case 'unsubscribed':
      return 'unsubscribed';
    case 'used':
      return `${purpose}-link-used`;
    case 'expired':
      return `${purpose}-link-expired`;
    case 'invalid':
      return 'link-invalid';
  }
}

function logFailure(what: string, error: unknown) {
  const { warnings } = newsletterSetup();
  if (warnings.tryAcquire(`failure:${what}`)) console.error(`[newsletter] ${what} failed`, describeFailure(error));
}

/** Confirms or unsubscribes with the token from a link; a failure of the store is a page too, never a trace. */
export async function followLink(purpose: TokenPurpose, token: unknown): Promise<NewsletterOutcome> {
  if (!isTokenShaped(token)) return 'link-invalid';
  const { store } = newsletterSetup();
  try {
    return outcomePage(purpose, purpose === 'confirm' ? await store.confirm(token) : await store.unsubscribe(token));
  } catch (error) {
    logFailure(purpose, error);
    return 'link-error';
  }
}

const buttonLink = (purpose: TokenPurpose) => BUTTON_LINKS.find((link) => link.purpose === purpose)!;

/** What a confirmation or unsubscribe link is worth before its button is pressed: 'valid', or the page to show instead. */
async function linkStatus(purpose: TokenPurpose, token: unknown): Promise<'valid' | NewsletterOutcome> {
  if (!isTokenShaped(token)) return 'link-invalid';
  try {
    const status = await newsletterSetup().store.tokenStatus(token, purpose);
    return status === 'valid' ? 'valid' : outcomePage(purpose, status);
  } catch (error) {
    logFailure(`${purpose} link check`, error);
    return 'link-error';
  }
}

/**
 * Opening a confirmation or unsubscribe link: a link that is still good gets its page with the button, as the build
 * wrote it (no render, and the page's own security policy, since the address is the page's); a used, expired or
 * unknown one is sent to the page that says so. Checking changes nothing: mail scanners open links.
 */
export async function openButtonLink(purpose: TokenPurpose, token: unknown): Promise<Response> {
  const status = await linkStatus(purpose, token);
  if (status !== 'valid') return redirectToOutcome(status);
  const { page } = buttonLink(purpose);
  return new Response(prerenderedHtml(buttonLinkPageHtml(page)), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}

/** A GET of the address a button posts to never acts: a 303 to the page with the button, token kept. */
export function redirectToButtonPage(purpose: TokenPurpose, token: string | null): Response {
  const { page } = buttonLink(purpose);
  return new Response(null, { status: 303, headers: { Location: `${page}?token=${encodeURIComponent(token ?? '')}`, 'Cache-Control': 'no-store' } });
}

/** A 303 to the outcome's static page (a relative Location: right behind any proxy). */
export function redirectToOutcome(outcome: NewsletterOutcome): Response {
  return new Response(null, { status: 303, headers: { Location: `/newsletter/${outcome}`, 'Cache-Control': 'no-store' } });
}
