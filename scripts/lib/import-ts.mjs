// Lets plain Node scripts read the typed content loaders in lib/ (TypeScript, `@/` imports)
// instead of keeping copies of their data. jiti transpiles on the fly; nothing is written.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const jiti = createJiti(import.meta.url, { alias: { '@': ROOT } });

/** Imports a TypeScript module by its path from the repository root, e.g. `lib/content/services.ts`. */
export function importTs(path) {
  return jiti.import(new URL(path, `file://${ROOT}`).href);
}
