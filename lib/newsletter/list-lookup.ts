import { asciiDomain, checkNewsletterEmail } from './schema';

/**
 * An address to look up on the list, spelt as the sign-up stores it (trimmed, NFC, ASCII domain), or undefined for a
 * value with no '@'. Unlike the form, it takes an address today's rule refuses: rows stored under the earlier, looser
 * rule stay on the list (docs/newsletter.md), are mailed, and must be removable by name.
 */
export function listLookupAddress(value: string): string | undefined {
  const checked = checkNewsletterEmail(value);
  if (checked.ok) return checked.email;
  const address = asciiDomain(value.trim().normalize('NFC'));
  return /^[^@\s]+@[^@\s]+$/.test(address) ? address : undefined;
}
