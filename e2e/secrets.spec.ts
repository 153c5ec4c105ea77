import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { filesUnder, findServiceRoleKeys, leakedNames, parseDotenv, readText, serverOnlyValues } from './support/secret-scan';

/*
 * Runs in the Playwright phase because it reads the build the browser tests run against
 * (NEXT_DIST_DIR, or .next): everything in static/ and every prerendered page and payload
 * is sent to browsers as is.
 */
const distDir = path.resolve(process.env.NEXT_DIST_DIR || '.next');
const DOTENV_FILES = ['.env', '.env.local', '.env.production', '.env.production.local'];

function clientVisibleFiles(): string[] {
  const staticDir = path.join(distDir, 'static');
  if (!existsSync(staticDir)) {
    throw new Error(`No build output at ${staticDir}. Run \`npm run build\` (with the same NEXT_DIST_DIR) before the browser tests.`);
  }
  const pages = filesUnder(path.join(distDir, 'server', 'app')).filter((file) => /\.(html|rsc|body)$/.test(file));
  return [...filesUnder(staticDir), ...pages];
}

test.describe('no secret reaches the browser', () => {
  test('no Supabase service-role key in the client bundle or the prerendered pages', () => {
    const found = clientVisibleFiles().flatMap((file) => findServiceRoleKeys(readText(file)).map(() => path.relative(distDir, file)));
    expect(found).toEqual([]);
  });

  test('no value of an environment variable without the NEXT_PUBLIC_ prefix', () => {
    const fromFiles = DOTENV_FILES.filter((file) => existsSync(file)).map((file) => parseDotenv(readText(file)));
    const secrets = serverOnlyValues(Object.assign({}, ...fromFiles, process.env));
    const leaks = clientVisibleFiles().flatMap((file) =>
      leakedNames(readText(file), secrets).map((name) => `${name} in ${path.relative(distDir, file)}`),
    );
    expect(leaks).toEqual([]);
  });
});
