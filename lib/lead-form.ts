import { z } from 'zod';

/** The embedded lead form must come from an https origin: an http frame would be blocked as mixed content. */
export const leadFormUrlSchema = z.url({ protocol: /^https$/, error: 'NEXT_PUBLIC_LEAD_FORM_URL must be an https URL' });

/**
 * The third-party lead form's address, or null when none is configured (the
 * contact page then offers e-mail and phone). A configured but invalid value
 * throws, so a typo fails the build instead of shipping a broken frame.
 */
export function parseLeadFormUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return leadFormUrlSchema.parse(trimmed);
}

/** Read at build time: Next inlines NEXT_PUBLIC_ variables into the statically generated page. */
export function leadFormUrl(): string | null {
  return parseLeadFormUrl(process.env.NEXT_PUBLIC_LEAD_FORM_URL);
}
