import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Loads one of the project's plain-JavaScript ES modules (lib/security/*.mjs) with Node's own loader: Playwright
 * compiles a static import in a spec to require(), which an .mjs file (or the ESM-only Observatory package) refuses.
 */
export function importEsm<T>(fromRoot: string): Promise<T> {
  const load = new Function('url', 'return import(url)') as (url: string) => Promise<T>;
  return load(pathToFileURL(path.join(__dirname, '..', '..', fromRoot)).href);
}
