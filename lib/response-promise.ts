import { siteConfig } from '@/content/site-config';

/*
 * The contact page promises "we'll respond within 24 hours" (spec: Contact);
 * every other call to action says it in the same words, from site-config.
 */

const promise = siteConfig.responsePromise;

/** "We'll respond within 24 hours to arrange a first conversation." */
export const RESPONSE_SENTENCE = `${promise.charAt(0).toUpperCase()}${promise.slice(1)} to arrange a first conversation.`;
