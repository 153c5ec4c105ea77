/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allIndustries } from '@/lib/content/industries';
import { allInsights } from '@/lib/content/insights';
import { allServices } from '@/lib/content/services';

// scripts/generate-artwork.mjs draws one image per record slug; a record added without rerunning it fails here.
describe('generated artwork', () => {
  it.each([
    ['services', allServices()],
    ['industries', allIndustries()],
    ['insights', allInsights()],
  ] as const)('every %s record has its image in public/', (folder, records) => {
    const missing = records
      .map((record) => `/images/${folder}/${record.slug}.svg`)
      .filter((url) => !existsSync(path.join(process.cwd(), 'public', url)));
    expect(missing).toEqual([]);
  });
});
