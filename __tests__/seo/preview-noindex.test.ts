/** @jest-environment node */
import type { Metadata } from 'next';
import { siteConfig } from '@/content/site-config';

/** The root layout's metadata, evaluated under the given VERCEL_ENV (it is read when the module loads, as at build time). */
function layoutMetadataUnder(vercelEnv: string | undefined): { layout: Metadata; page: Metadata } {
  const saved = process.env.VERCEL_ENV;
  if (vercelEnv === undefined) delete process.env.VERCEL_ENV;
  else process.env.VERCEL_ENV = vercelEnv;
  try {
    let result: { layout: Metadata; page: Metadata } | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const { metadata } = require('@/app/layout');
      const { pageMetadata } = require('@/lib/metadata');
      /* eslint-enable @typescript-eslint/no-require-imports */
      result = { layout: metadata, page: pageMetadata({ title: 'About Us', description: 'x', path: '/about' }) };
    });
    return result!;
  } finally {
    if (saved === undefined) delete process.env.VERCEL_ENV;
    else process.env.VERCEL_ENV = saved;
  }
}

describe('preview deployments', () => {
  it('are marked noindex, nofollow, with canonical URLs on the production site', () => {
    const { layout, page } = layoutMetadataUnder('preview');
    expect(layout.robots).toEqual({ index: false, follow: false });
    expect(page.alternates?.canonical).toBe(`${siteConfig.url}/about`);
  });

  it('production and local builds carry no robots restriction', () => {
    expect(layoutMetadataUnder('production').layout.robots).toBeUndefined();
    expect(layoutMetadataUnder(undefined).layout.robots).toBeUndefined();
  });
});
