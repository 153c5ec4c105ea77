// Each real function of a `vercel build` output, alone in a folder: the .func folder's own files and every file its
// .vc-config.json `filePathMap` lists, at its mapped path. Nothing else exists on Vercel. Hard links where the file
// system allows (fast, no space), copies where it does not; symbolic links stay links.
import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { functionConfig } from '../../../lib/vercel-functions/function-config.mjs';

/**
 * @param {string} source
 * @param {string} target
 */
function place(source, target) {
  mkdirSync(path.dirname(target), { recursive: true });
  if (lstatSync(source).isSymbolicLink()) return symlinkSync(readlinkSync(source), target);
  try {
    linkSync(source, target);
  } catch (error) {
    // Another file system (EXDEV) or one without hard links.
    if (!['EXDEV', 'EPERM', 'ENOTSUP'].includes(/** @type {NodeJS.ErrnoException} */ (error).code ?? '')) throw error;
    copyFileSync(source, target);
  }
}

/**
 * Every `.func` entry under the output's functions folder (a folder, or a link to one), as output names such as
 * `index`, `sw.js` or `canonical-path/[...path]`, each with the real folder it resolves to.
 * @param {string} functionsDir
 * @returns {Map<string, string>} output name → real folder (absolute)
 */
export function functionEntries(functionsDir) {
  /** @type {Map<string, string>} */
  const entries = new Map();
  for (const entry of readdirSync(functionsDir, { recursive: true, withFileTypes: false })) {
    const name = String(entry);
    if (!name.endsWith('.func') || name.split(path.sep).slice(0, -1).some((part) => part.endsWith('.func'))) continue;
    entries.set(name.slice(0, -'.func'.length).split(path.sep).join('/'), realpathSync(path.join(functionsDir, name)));
  }
  return entries;
}

/**
 * Puts one function's files in `target`.
 * @param {string} root the checkout (filePathMap's sources are relative to it)
 * @param {string} funcDir the real .func folder
 * @param {string} target
 * @returns {{ files: number; config: Record<string, unknown> & { handler: string; useWebApi?: boolean; environment?: Record<string, string> } }}
 */
export function assembleFunction(root, funcDir, target) {
  const own = readdirSync(funcDir, { recursive: true, withFileTypes: true }).filter((entry) => !entry.isDirectory());
  for (const entry of own) {
    const source = path.join(entry.parentPath, entry.name);
    place(source, path.join(target, path.relative(funcDir, source)));
  }
  const config = functionConfig(funcDir);
  if (!config) throw new Error(`${funcDir} has no .vc-config.json`);
  const map = Object.entries(config.filePathMap ?? {});
  for (const [to, from] of map) place(path.resolve(root, from), path.join(target, to));
  return { files: own.length + map.length, config };
}
