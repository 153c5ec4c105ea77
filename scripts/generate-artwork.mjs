#!/usr/bin/env node
/**
 * generate-artwork.mjs — original site artwork for Platte River Consulting.
 *
 * Why this exists: every service, industry and insight page gets its own
 * image, but we do not want stock photos or any third-party image request.
 * Instead this script draws original SVG "cover art" (topographic contours,
 * Wyoming horizon bands and the meandering Platte River, plus one small
 * geometric motif per subject) from a PRNG seeded with the page slug.
 * Same slug -> same image, so reruns produce byte-identical files and the
 * output can be committed and reviewed like any other asset
 * (__tests__/content/artwork-drawings.test.ts holds them to it).
 *
 * Usage:  node scripts/generate-artwork.mjs
 * Output: public/images/{services,industries,insights}/<slug>.svg,
 *         public/images/fallback.svg, and the home page's hero art as a stylesheet,
 *         components/home/hero-art.css (the SVG as a data: URL, so it paints with the page's first
 *         frame instead of after one more round trip; docs/performance.md)
 * Drawing: scripts/artwork/ (a cover is scene.mjs; each subject's motif is in motifs/<section>.mjs).
 *
 * Plain Node ESM; it reads the slugs through lib/content (via jiti). App icons (PNG/ICO) are not produced
 * here; see the comment block at the end of this file.
 */
import { drawings } from './artwork/drawings.mjs';
import { writeFiles } from './artwork/write-files.mjs';
import { ROOT, importTs } from './lib/import-ts.mjs';

// Slugs come from the typed content records, so a new page gets art on the next run.
const content = {
  services: await importTs('lib/content/services.ts'),
  industries: await importTs('lib/content/industries.ts'),
  // Every article file, drafts included: a draft shows its picture on a preview deployment.
  collections: await importTs('lib/content/collections.ts'),
};
const SLUGS = {
  services: content.services.serviceSlugs(),
  industries: content.industries.industrySlugs(),
  insights: content.collections.insightRecords.map((record) => record.slug),
};

writeFiles(ROOT, drawings(SLUGS));

/*
 * App icons (committed binaries, NOT produced by this script).
 * Source of truth: app/icon.svg (the firm's mark). Regenerate with librsvg
 * (Debian package librsvg2-bin) and icoutils (icotool), from the repo root:
 *
 *   mkdir -p /tmp/icons public/icons
 *   # full-bleed variant (no rounded corners) for Apple, which masks icons itself
 *   sed 's/ rx="9"//' app/icon.svg > /tmp/icons/full-bleed.svg
 *   # maskable: mark inside the 80% safe zone on a full-bleed #0f2638 square
 *   sed -e 's/viewBox="0 0 40 40"/viewBox="-6 -6 52 52"/' \
 *       -e 's/<rect width="40" height="40" rx="9"/<rect x="-6" y="-6" width="52" height="52"/' \
 *       app/icon.svg > /tmp/icons/maskable.svg
 *   rsvg-convert -w 180 -h 180 /tmp/icons/full-bleed.svg -o app/apple-icon.png
 *   rsvg-convert -w 192 -h 192 app/icon.svg -o public/icons/icon-192.png
 *   rsvg-convert -w 512 -h 512 app/icon.svg -o public/icons/icon-512.png
 *   rsvg-convert -w 512 -h 512 /tmp/icons/maskable.svg -o public/icons/icon-maskable-512.png
 *   for n in 16 32 48; do rsvg-convert -w $n -h $n app/icon.svg -o /tmp/icons/icon-$n.png; done
 *   icotool -c -o app/favicon.ico /tmp/icons/icon-16.png /tmp/icons/icon-32.png /tmp/icons/icon-48.png
 */
