/** @jest-environment node */
describe('site config', () => {
  const original = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    // Assigning undefined would store the string "undefined".
    if (original === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = original;
    jest.resetModules();
  });

  it('holds the firm name, e-mail, phone and a Casper, WY 82609 address', async () => {
    const { siteConfig } = await import('@/content/site-config');
    expect(siteConfig.name).toBe('Platte River Consulting');
    expect(siteConfig.email).toBe('info@platterivercg.com');
    expect(siteConfig.phone.display).toBe('+1 (307) 555-0148');
    expect(siteConfig.address).toMatchObject({ city: 'Casper', region: 'WY', postalCode: '82609' });
    expect(siteConfig.social).toHaveLength(3);
    expect(siteConfig.foundingYear).toBe(2020);
  });

  it("names each social profile after the firm, so a rename renames the links' accessible names too", async () => {
    const { siteConfig, parseSiteConfig } = await import('@/content/site-config');
    expect(siteConfig.social.map((profile) => profile.label)).toEqual(['LinkedIn', 'X', 'YouTube'].map((network) => `${siteConfig.name} on ${network}`));
    const social = siteConfig.social.map(({ network, href }) => ({ network, href }));
    const renamed = parseSiteConfig({ ...siteConfig, name: 'Bighorn Advisory Group', social });
    expect(renamed.social.map((profile) => profile.label)).toEqual([
      'Bighorn Advisory Group on LinkedIn',
      'Bighorn Advisory Group on X',
      'Bighorn Advisory Group on YouTube',
    ]);
  });

  it('refuses a phone number changed in one of its two spellings only', async () => {
    const { siteConfig, siteConfigSchema } = await import('@/content/site-config');
    expect(siteConfigSchema.safeParse(siteConfig).success).toBe(true);
    const halfChanged = { ...siteConfig, phone: { ...siteConfig.phone, display: '+1 (307) 555-0199' } };
    expect(siteConfigSchema.safeParse(halfChanged).error?.issues.map((issue) => issue.message)).toEqual([
      'display "+1 (307) 555-0199" and e164 "+13075550148" must hold the same digits; change both',
    ]);
  });

  it('names the file and the field when a fact breaks the schema, not a dump of zod issues', async () => {
    const { siteConfig, parseSiteConfig } = await import('@/content/site-config');
    const halfChanged = { ...siteConfig, phone: { ...siteConfig.phone, display: '+1 (307) 555-0199' } };
    expect(() => parseSiteConfig(halfChanged)).toThrow(
      'Invalid content:\ncontent/site-config.ts: phone: display "+1 (307) 555-0199" and e164 "+13075550148" must hold the same digits; change both',
    );
  });

  it('takes the site URL from NEXT_PUBLIC_SITE_URL without a trailing slash', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://staging.example.org/';
    const { siteConfig } = await import('@/content/site-config');
    const { absoluteUrl } = await import('@/lib/urls');
    expect(siteConfig.url).toBe('https://staging.example.org');
    expect(absoluteUrl('/services')).toBe('https://staging.example.org/services');
    // The home page as its canonical link and the sitemap name it: no final slash.
    expect([absoluteUrl('/'), absoluteUrl(), absoluteUrl('/#top')]).toEqual(['https://staging.example.org', 'https://staging.example.org', 'https://staging.example.org/#top']);
  });

  it('rejects a site URL that is not http(s)', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'ftp://example.org';
    await expect(import('@/content/site-config')).rejects.toThrow(
      'content/site-config.ts: url: must be an http(s) URL; it comes from NEXT_PUBLIC_SITE_URL when set (here "ftp://example.org")',
    );
  });
});
