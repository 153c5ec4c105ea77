/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// app/globals.css replaces some of Tailwind's utilities with its own, cheaper ones. Tailwind's still compile, and they
// would not compose with ours: a ring-1 beside shadow-card sets a box-shadow of its own, so one of the two is lost,
// and shadow-md writes nothing at all, since the theme's shadow sizes are cleared.
const TAILWIND_INSTEAD_OF_OURS: { pattern: RegExp; ours: string }[] = [
  { pattern: /(?<![\w-])(?:[\w-]+:)*ring-(?:\d|inset|offset|[a-z]+-\d{2,3}|white|black)[\w/.-]*/g, ours: 'edge-<colour>[/alpha] or edge-inset-…' },
  { pattern: /(?<![\w-])(?:[\w-]+:)*shadow-(?:2xs|xs|md|xl|2xl|inner|none)(?![\w-])/g, ours: 'shadow-sm, shadow-card or shadow-lg' },
  { pattern: /(?<![\w-])(?:[\w-]+:)*space-[xy]-[\w.]+/g, ours: 'stack-<n>' },
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("the site's own utilities", () => {
  const files = ['app', 'components'].flatMap((dir) => sourceFiles(path.join(process.cwd(), dir)));

  it('finds the markup to check', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => readFileSync(file, 'utf8').includes('edge-navy-900/5'))).toBe(true);
  });

  it.each(TAILWIND_INSTEAD_OF_OURS)('no component uses Tailwind’s version of $ours', ({ pattern }) => {
    const found = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(pattern)].map(([match]) => `${path.relative(process.cwd(), file)}: ${match}`),
    );
    expect(found).toEqual([]);
  });

  it('tells Tailwind’s classes from ours', () => {
    const matches = (text: string) => TAILWIND_INSTEAD_OF_OURS.some(({ pattern }) => text.match(pattern));
    for (const tailwind of ['ring-1', 'ring-inset', 'focus:ring-2', 'ring-navy-900/10', 'ring-white/40', 'shadow-md', 'hover:shadow-xl', 'space-y-4', 'space-x-2']) {
      expect([tailwind, matches(`className="a ${tailwind} b"`)]).toEqual([tailwind, true]);
    }
    for (const ours of ['edge-navy-900/5', 'edge-inset-white/60', 'shadow-card', 'hover:shadow-lg', 'stack-2.5', 'a focus ring', 'transition-shadow']) {
      expect([ours, matches(`className="a ${ours} b"`)]).toEqual([ours, false]);
    }
  });
});
