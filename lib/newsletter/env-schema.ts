import { z } from 'zod';

/** A confirmation link works at most as long as a pending address is kept (7 days). */
export const CONFIRM_LINK_MAX_HOURS = 7 * 24;

// An empty value in a .env file means "not set".
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/** The newsletter's environment variables, checked at the boundary: what resolveNewsletterConfig (config.ts) reads. */
export const envSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: optional(httpUrl),
  SUPABASE_URL: optional(httpUrl),
  SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optional(z.string().trim()),
  NEWSLETTER_STORE: optional(z.enum(['supabase', 'pglite'], { error: "must be 'supabase' or 'pglite'" })),
  NEWSLETTER_PGLITE_DIR: optional(z.string().trim()),
  NEWSLETTER_TRUSTED_HOPS: optional(z.coerce.number({ error: 'must be a whole number from 0 to 10' }).int().min(0).max(10)),
  NEWSLETTER_SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  NEWSLETTER_OUTBOX_DIR: optional(z.string().trim()),
  NEWSLETTER_LINK_ORIGIN: optional(httpUrl),
  NEXT_PUBLIC_SITE_URL: optional(httpUrl),
  SUPABASE_SERVICE_ROLE_KEY: optional(z.string().trim()),
  NEWSLETTER_CONFIRM_LINK_HOURS: optional(z.coerce.number({ error: 'must be a number of hours' }).positive().max(CONFIRM_LINK_MAX_HOURS)),
  CRON_SECRET: optional(z.string().trim().min(16, { error: 'must be at least 16 characters' })),
  NODE_ENV: optional(z.string()),
  VERCEL: optional(z.string()),
});

export type NewsletterEnv = z.infer<typeof envSchema>;
