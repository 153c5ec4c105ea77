import { DEFAULT_SITE_URL } from '@/content/site-config';

/** The site config's default, as the site's: links use NEXT_PUBLIC_SITE_URL when it is set, read from the env passed in. */
export const DEFAULT_SITE_ORIGIN = new URL(DEFAULT_SITE_URL).origin;

/**
 * Links in development e-mails point at `npm run dev` (127.0.0.1) on the port it listens on: `next dev` writes that
 * port to PORT once it listens (`-p 4301`, or the next free one when 3000 is taken). Never a request's Host header, and
 * never in production, where a link's origin is configured (siteLinkOrigin).
 */
export function developmentLinkOrigin(port: string | undefined): string {
  const number = Number(port);
  return `http://127.0.0.1:${Number.isInteger(number) && number > 0 && number < 65_536 ? number : 3000}`;
}

/**
 * Where links in mail from the live site point: NEWSLETTER_LINK_ORIGIN, else the site's URL. Production's links, and
 * the exported list's wherever it is exported from (`npm run subscribers`: the newsletter goes out to real readers).
 */
export function siteLinkOrigin(env: { NEWSLETTER_LINK_ORIGIN?: string; NEXT_PUBLIC_SITE_URL?: string }): string {
  // An empty value (a .env line with nothing after "=") means "not set", as everywhere in this configuration.
  const set = (value: string | undefined) => value?.trim() || undefined;
  return new URL(set(env.NEWSLETTER_LINK_ORIGIN) ?? set(env.NEXT_PUBLIC_SITE_URL) ?? DEFAULT_SITE_ORIGIN).origin;
}
