// A Vercel function's own description in .vercel/output: read by the output check and the functions check. Plain
// JavaScript: both run under bare Node.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The function's .vc-config.json (its handler, runtime and `filePathMap`), or null where the output has no function.
 * @param {string} funcDir a `.func` folder
 * @returns {(Record<string, unknown> & { handler: string; filePathMap?: Record<string, string> }) | null}
 */
export function functionConfig(funcDir) {
  const file = path.join(funcDir, '.vc-config.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * The project files a function ships (its filePathMap's keys); nothing else of the project exists on Vercel.
 * @param {ReturnType<typeof functionConfig>} config what `functionConfig` read, or null: nothing shipped
 * @returns {string[]}
 */
export const shippedFiles = (config) => Object.keys(config?.filePathMap ?? {});
