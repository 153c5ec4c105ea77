/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { shippedAsEnvFile, strayFiles } from '@/lib/vercel-functions/stray-files.mjs';

describe('what a Vercel function must not ship (lib/vercel-functions/stray-files.mjs)', () => {
  it('names tests, docs, scripts, public files, unused fonts and the example settings, and lets what runs through', () => {
    const files = [
      '.env.example',
      'env.example',
      'e2e/home.spec.ts',
      'docs/security.md',
      'public/print.css',
      'node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2',
      'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff',
      'content/pages/about.md',
      'supabase/migrations/20261122003902_create_subscribers.sql',
      '.next/server/app/sw.js.body',
    ];
    expect(strayFiles(files)).toEqual(files.slice(0, 6));
  });

  it('commits no root file Vercel would ship with every server function as an env file', () => {
    const root = execFileSync('git', ['ls-files', '--', ':(top,glob)*'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(root.filter((name) => !name.includes('/') && shippedAsEnvFile(name))).toEqual([]);
    expect(['.env', '.env.local', '.env.example'].every(shippedAsEnvFile)).toBe(true);
    expect(['env.example', 'next-env.d.ts'].some(shippedAsEnvFile)).toBe(false);
  });
});
