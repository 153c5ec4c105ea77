/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { inlineArtwork } from '@/lib/content/inline-artwork';

describe('inlineArtwork', () => {
  it('turns one of our SVG artworks into a data: URL holding the same drawing', () => {
    const url = inlineArtwork('/images/industries/manufacturing.svg');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    const svg = readFileSync('public/images/industries/manufacturing.svg', 'utf8');
    // The same paths, in the quotes and escapes a data: URL needs.
    const firstPath = svg.match(/ d="([^"]{20})/)?.[1];
    expect(firstPath).toBeDefined();
    expect(decodeURIComponent(url)).toContain(firstPath);
  });

  it('leaves anything else a URL: photos, other origins and files that are not there', () => {
    expect(inlineArtwork('https://images.example.com/photo.svg')).toBe('https://images.example.com/photo.svg');
    expect(inlineArtwork('/images/industries/photo.jpg')).toBe('/images/industries/photo.jpg');
    expect(inlineArtwork('/images/industries/no-such-artwork.svg')).toBe('/images/industries/no-such-artwork.svg');
  });
});
