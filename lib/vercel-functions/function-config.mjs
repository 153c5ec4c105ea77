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
 * The project files the function ships (its filePathMap's keys); nothing else of the project exists on Vercel.
 * @param {string} funcDir a `.func` folder
 */
export const shippedFiles = (funcDir) => Object.keys(functionConfig(funcDir)?.filePathMap ?? {});
