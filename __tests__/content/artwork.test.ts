/** @jest-environment node */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { industryRecords, insightRecords, serviceRecords } from '@/lib/content/collections';

type Drawn = { slug: string; imageUrl: string; draft?: boolean };

// scripts/generate-artwork.mjs draws one image per record slug, drafts included.
const folders: [string, readonly Drawn[]][] = [
  ['services', serviceRecords],
  ['industries', industryRecords],
  ['insights', insightRecords],
];
const own = (folder: string, slug: string) => `/images/${folder}/${slug}.svg`;

describe('generated artwork', () => {
  // A record added without rerunning the script fails here; a draft may borrow an image until it is published.
  it.each(folders)('every published %s record shows its own image, in public/', (folder, records) => {
    const published = records.filter((record) => !record.draft);
    const missing = published.map((record) => own(folder, record.slug)).filter((url) => !existsSync(path.join(process.cwd(), 'public', url)));
    expect(missing).toEqual([]);
    // A renamed slug draws a new image, which the record must point at.
    expect(published.filter((record) => record.imageUrl !== own(folder, record.slug)).map((record) => `${record.slug}: ${record.imageUrl}`)).toEqual([]);
  });

  // A renamed or removed record's old drawing would stay in public/ and in every deployment.
  it.each(folders)('every %s drawing belongs to a record', (folder, records) => {
    const slugs = new Set(records.map((record) => record.slug));
    const drawn = readdirSync(path.join(process.cwd(), 'public', 'images', folder)).filter((file) => file.endsWith('.svg'));
    expect(drawn.filter((file) => !slugs.has(file.replace(/\.svg$/, '')))).toEqual([]);
  });
});
