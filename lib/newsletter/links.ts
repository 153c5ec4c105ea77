import 'server-only';
import type { NewsletterOutcome } from '@/content/newsletter-links';
import { newsletterSetup } from './setup';
import type { LinkOutcome, TokenStatus } from './store';
import { describeFailure } from './subscribe';
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

/** What an unsubscribe link is worth before its button is pressed: 'valid', or the page to show instead. */
export async function unsubscribeLinkStatus(token: unknown): Promise<'valid' | NewsletterOutcome> {
  if (!isTokenShaped(token)) return 'link-invalid';
  try {
    const status = await newsletterSetup().store.tokenStatus(token, 'unsubscribe');
    return status === 'valid' ? 'valid' : outcomePage('unsubscribe', status);
  } catch (error) {
    logFailure('unsubscribe link check', error);
    return 'link-error';
  }
}

/** A 303 to the outcome's static page (a relative Location: right behind any proxy). */
export function redirectToOutcome(outcome: NewsletterOutcome): Response {
  return new Response(null, { status: 303, headers: { Location: `/newsletter/${outcome}`, 'Cache-Control': 'no-store' } });
}
