/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OFFLINE_PAGE } from '@/lib/service-worker/offline-page';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

describe('the offline page’s address, one constant', () => {
  it('is the route of the offline page', () => {
    expect(existsSync(path.join(process.cwd(), 'app', OFFLINE_PAGE, 'page.tsx'))).toBe(true);
  });

  it('is what the service worker precaches and falls back to, and what the page’s reload checks, with no copy of its own', () => {
    expect(read('lib/service-worker/sw.ts')).toContain("import { OFFLINE_PAGE } from './offline-page';");
    expect(read('components/layout/reload-when-online.tsx')).toContain("import { OFFLINE_PAGE } from '@/lib/service-worker/offline-page';");
    for (const file of ['lib/service-worker/sw.ts', 'components/layout/reload-when-online.tsx', 'app/offline/page.tsx']) {
      expect(read(file)).not.toContain(`'${OFFLINE_PAGE}'`);
      expect(read(file)).not.toContain(`"${OFFLINE_PAGE}"`);
    }
  });
});
