/** @jest-environment node */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { drawings } from '../../scripts/artwork/drawings.mjs';

const root = process.cwd();
// The slugs whose covers are committed (a new draft may have none yet: __tests__/content/artwork.test.ts covers that).
const committed = (folder: string) =>
  readdirSync(path.join(root, 'public', 'images', folder))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.replace(/\.svg$/, ''));

// node scripts/generate-artwork.mjs must rewrite every file byte for byte: a change to the drawing code that would
// redraw the art fails here until the new art is generated and committed.
describe('the committed artwork', () => {
  const files = drawings({ services: committed('services'), industries: committed('industries'), insights: committed('insights') });

  it('is every committed cover, the fallback and the hero stylesheet', () => {
    const covers = ['services', 'industries', 'insights'].flatMap((folder) => committed(folder).map((slug) => `public/images/${folder}/${slug}.svg`));
    expect(files.map(([file]) => file).sort()).toEqual([...covers, 'public/images/fallback.svg', 'components/home/hero-art.css'].sort());
  });

  it.each(files)('%s is what the generator draws', (file, content) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toBe(content);
  });

  // docs/content.md: a new page's slug stops the script, naming the file its motif goes in; a cover draws only its own section's.
  it('refuses a slug with no motif in its section', () => {
    expect(() => drawings({ industries: ['no-such-industry'] })).toThrow('No motif for industries slug "no-such-industry": add one to scripts/artwork/motifs/industries.mjs');
    expect(() => drawings({ services: ['agriculture'] })).toThrow('No motif for services slug "agriculture"');
  });
});
