/**
 * A migrated, closed PGlite data folder that the tests copy instead of creating a database of their own: creating one
 * (initdb inside PGlite's WebAssembly) cost 9.3 CPU-seconds here, opening an existing one 0.9 (2026-11-27). The Jest
 * files that need a database, the browser suite's server and its second server all start from a fresh folder.
 *
 * The template is made by the code the site runs (lib/newsletter/pglite-database.ts, from __tests__/support), so the
 * migrations still run on an empty database whenever they or PGlite change: its folder is named by a hash of both.
 * A copy is opened by the same code, which applies any migration the copy lacks.
 *
 * CommonJS so that Jest, the browser specs (which Playwright compiles to CommonJS) and `node` all load it.
 * Run as a script, it seeds NEWSLETTER_PGLITE_DIR (the browser suite's web server, playwright.config.ts).
 */
const { createHash } = require('node:crypto');
const { cpSync, existsSync, readdirSync, readFileSync, rmSync } = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');

/** What a template depends on: PGlite's release, the migrations and the code that opens and migrates. */
function templateKey(root = ROOT) {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  hash.update(readFileSync(path.join(root, 'lib', 'newsletter', 'pglite-database.ts')));
  const migrations = path.join(root, 'supabase', 'migrations');
  for (const file of readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for this checkout's PGlite and migrations lives (or would). */
function pgliteTemplateDir(root = ROOT) {
  return path.join(root, '.cache', 'pglite-template', templateKey(root));
}

/**
 * Copies the template into `dataDir` when `dataDir` is missing or empty and a template exists; returns whether it did.
 * Without a template, the database is created on first open, as it always is. `template` is pgliteTemplateDir()'s
 * answer, passed in by a caller that has it (naming it reads PGlite's manifest, the opening code and every migration).
 */
function seedFromTemplate(dataDir, template = pgliteTemplateDir()) {
  if ((existsSync(dataDir) && readdirSync(dataDir).length > 0) || !existsSync(template)) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}

/** Whether a process with this id is running (signal 0 only checks; EPERM means it runs as another user). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Deletes what the current template makes useless: templates for other migrations, opening code or PGlite releases (each
 * tens of megabytes), and half-built ones (`<template>.building-<pid>`) whose process has died. A folder still being
 * built by a running process is left alone. `current` is pgliteTemplateDir()'s answer. Returns the names deleted.
 */
function removeStaleTemplates(current = pgliteTemplateDir()) {
  const parent = path.dirname(current);
  if (!existsSync(parent)) return [];
  const stale = readdirSync(parent).filter((name) => {
    if (name === path.basename(current)) return false;
    const building = /\.building-(\d+)$/.exec(name);
    return !building || !isRunning(Number(building[1]));
  });
  for (const name of stale) rmSync(path.join(parent, name), { recursive: true, force: true });
  return stale;
}

module.exports = { pgliteTemplateDir, removeStaleTemplates, seedFromTemplate };

if (require.main === module) {
  const dataDir = process.env.NEWSLETTER_PGLITE_DIR;
  if (dataDir && seedFromTemplate(path.resolve(dataDir))) console.log(`[newsletter] ${dataDir} copied from the migrated template`);
}
