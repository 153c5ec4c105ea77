/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { INLINE_ARTWORK, artworkLeftAsUrl, inlineMarkedArtwork, isInlinableArtwork } from '@/lib/performance/inline-artwork.mjs';

const readPublic = (src: string) => {
  try {
    return readFileSync(`public${src}`, 'utf8');
  } catch {
    return null;
  }
};

// An <img> as React writes it for MediaFrame (attributes double-quoted, the marker before src).
const img = (src: string, marked = true) =>
  `<img ${marked ? 'data-inline-artwork="" ' : ''}alt="A drawing" decoding="async" style="position:absolute" src="${src}" class="object-cover"/>`;
const rsc = '<script>self.__next_f.push([1,"5:[\\"$\\",\\"img\\",{\\"src\\":\\"/images/industries/manufacturing.svg\\"}]"])</script>';

describe('inlineMarkedArtwork', () => {
  it('drops the preload React wrote for the inlined artwork (it would fetch the drawing again), and no other', () => {
    const preload = (href: string) => `<link rel="preload" as="image" href="${href}"/>`;
    const page = `<head>${preload('/images/industries/manufacturing.svg')}${preload('/images/hero.svg')}</head><body>${img('/images/industries/manufacturing.svg')}</body>`;
    const { html } = inlineMarkedArtwork(page, readPublic);
    expect(html).not.toContain(preload('/images/industries/manufacturing.svg'));
    expect(html).toContain(preload('/images/hero.svg'));
  });

  it('reads the file of an artwork written with a deployment id (`?dpl=`, Vercel Skew Protection), and drops its preload', () => {
    const src = '/images/industries/manufacturing.svg?dpl=dpl_4ZRs9m2X';
    const preload = `<link rel="preload" as="image" href="${src}"/>`;
    const { html, inlined, missing } = inlineMarkedArtwork(`<head>${preload}</head><main>${img(src)}</main>`, readPublic);
    expect(inlined).toEqual([src]);
    expect(missing).toEqual([]);
    expect(html).not.toContain(preload);
    expect(html).toMatch(/ src="data:image\/svg\+xml,/);
  });

  it('writes a marked artwork into its <img> as a data: URL holding the same drawing, in a valid attribute', () => {
    const page = `<main>${img('/images/industries/manufacturing.svg')}</main>`;
    const { html, inlined, missing } = inlineMarkedArtwork(page, readPublic);
    expect(inlined).toEqual(['/images/industries/manufacturing.svg']);
    expect(missing).toEqual([]);
    const src = html.match(/ src="([^"]*)"/)?.[1] ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const firstPath = readFileSync('public/images/industries/manufacturing.svg', 'utf8').match(/ d="([^"]{20})/)?.[1];
    expect(firstPath).toBeDefined();
    expect(decodeURIComponent(src.replace(/&amp;/g, '&'))).toContain(firstPath);
    // Everything but the src value is as React wrote it.
    expect(html.replace(src, 'X')).toBe(`<main>${img('X')}</main>`);
  });

  it('leaves the RSC payload, unmarked images and everything else byte for byte', () => {
    const page = `<head><title>T</title></head><body>${img('/images/industries/agriculture.svg', false)}${rsc}</body>`;
    expect(inlineMarkedArtwork(page, readPublic)).toEqual({ html: page, inlined: [], missing: [] });
  });

  it('reports a marked image it cannot inline (a photo, another origin, a missing file) and leaves it a URL', () => {
    for (const src of ['https://images.example.com/photo.svg', '/images/industries/photo.jpg', '/images/industries/no-such-artwork.svg']) {
      const page = img(src);
      expect(inlineMarkedArtwork(page, readPublic)).toEqual({ html: page, inlined: [], missing: [src] });
    }
  });

  it('escapes what a double-quoted attribute cannot hold', () => {
    const { html } = inlineMarkedArtwork(img('/images/a.svg'), () => '<svg><text>R&amp;D "x"</text></svg>');
    const src = html.match(/ src="([^"]*)"/)?.[1] ?? '';
    expect(src).not.toMatch(/&(?!amp;|quot;)/);
  });
});

describe('artworkLeftAsUrl', () => {
  it('names the marked images of a page the build step did not reach, and nothing once it has', () => {
    const page = `${img('/images/industries/manufacturing.svg')}${img('/images/industries/agriculture.svg', false)}`;
    expect(artworkLeftAsUrl(page)).toEqual(['/images/industries/manufacturing.svg']);
    expect(artworkLeftAsUrl(inlineMarkedArtwork(page, readPublic).html)).toEqual([]);
  });
});

describe('the marker', () => {
  it('is a data attribute React writes as data-inline-artwork=""', () => {
    expect(INLINE_ARTWORK).toEqual({ 'data-inline-artwork': '' });
  });

  it('is for our own SVG artworks only', () => {
    expect(isInlinableArtwork('/images/insights/vr-workplace-2025.svg')).toBe(true);
    expect(isInlinableArtwork('/images/industries/photo.jpg')).toBe(false);
    expect(isInlinableArtwork('https://images.example.com/photo.svg')).toBe(false);
    expect(isInlinableArtwork('/images/../secrets.svg')).toBe(false);
  });
});
