import { z } from 'zod';

/*
 * Everything that names or locates the firm lives here, so a rename, a new
 * phone number or a move changes one file.
 */

/** The site's address when NEXT_PUBLIC_SITE_URL is not set; the newsletter's links fall back to it too. */
export const DEFAULT_SITE_URL = 'https://www.platterivercg.com';

export const siteConfigSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url: z
    .url({
      protocol: /^https?$/,
      error: (issue) => `must be an http(s) URL; it comes from NEXT_PUBLIC_SITE_URL when set (here ${JSON.stringify(issue.input)})`,
    })
    .transform((url) => url.replace(/\/+$/, '')),
  email: z.email(),
  // The number as shown and as dialled (tel: links) must be the same number: a change to one alone is refused.
  phone: z
    .object({ display: z.string().min(1), e164: z.string().regex(/^\+\d{10,15}$/) })
    .refine(({ display, e164 }) => display.replace(/\D/g, '') === e164.slice(1), {
      error: (issue) => {
        const { display, e164 } = issue.input as { display: string; e164: string };
        return `display ${JSON.stringify(display)} and e164 ${JSON.stringify(e164)} must hold the same digits; change both`;
      },
    }),
  address: z.object({
    // A placeholder street line in east Casper (82609: east of Wyoming Boulevard) until the firm confirms its office.
    street: z.string().min(1),
    city: z.literal('Casper'),
    region: z.literal('WY'),
    regionName: z.literal('Wyoming'),
    postalCode: z.literal('82609'),
    country: z.literal('US'),
  }),
  foundingYear: z.literal(2020),
  /** Everyone at the firm; cited on About, home and industry pages, and bounds the industry stats (content tests). */
  headCount: z.number().int().min(6).max(40),
  /** The one response-time promise (spec: Contact); every call to action uses these words. */
  responsePromise: z.literal("we'll respond within 24 hours"),
  social: z.array(z.object({ network: z.enum(['LinkedIn', 'X', 'YouTube']), href: z.url() })).length(3),
})
  // Each profile's name for screen readers ("… on LinkedIn") follows the firm's name, so a rename cannot leave it behind.
  .transform((config) => ({ ...config, social: config.social.map((profile) => ({ ...profile, label: `${config.name} on ${profile.network}` })) }));

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The config, or an error naming this file and each field that breaks the schema (content/ cannot import lib/'s helpers). */
export function parseSiteConfig(input: unknown): SiteConfig {
  const result = siteConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `content/site-config.ts: ${issue.path.join('.') || '(config)'}: ${issue.message}`);
  throw new Error(`Invalid content:\n${problems.join('\n')}`);
}

export const siteConfig: SiteConfig = parseSiteConfig({
  name: 'Platte River Consulting',
  shortName: 'Platte River',
  tagline: 'Clarity in Strategy. Power in Execution.',
  description:
    'Platte River Consulting is a senior business consulting team in Casper, Wyoming, helping companies across North America and abroad with strategy, operations, organization, digital transformation, growth and AI.',
  url: process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_URL,
  email: 'info@platterivercg.com',
  phone: { display: '+1 (307) 555-0148', e164: '+13075550148' },
  address: {
    street: '4110 East 2nd Street, Suite 210',
    city: 'Casper',
    region: 'WY',
    regionName: 'Wyoming',
    postalCode: '82609',
    country: 'US',
  },
  foundingYear: 2020,
  headCount: 26,
  responsePromise: "we'll respond within 24 hours",
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/platte-river-consulting' },
    { network: 'X', href: 'https://x.com/platterivercg' },
    { network: 'YouTube', href: 'https://www.youtube.com/@platterivercg' },
  ],
});

