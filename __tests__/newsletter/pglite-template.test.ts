/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteTemplateDir, removeStaleTemplates, seedFromTemplate } from '../../scripts/lib/pglite-template.cjs';

/** A checkout in miniature: what the template's name depends on, and nothing else. */
function fakeCheckout(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('node_modules/@electric-sql/pglite/package.json', '{ "version": "0.5.16" }');
  write('lib/newsletter/pglite-database.ts', 'export {};');
  write('lib/newsletter/pglite-store.ts', 'export {};');
  write('supabase/migrations/20250101000000_subscribers.sql', 'create table subscribers (id int);');
  return root;
}

describe('newsletter: test databases copied from a migrated template (scripts/lib/pglite-template.cjs)', () => {
  let root = '';
  beforeEach(() => {
    root = fakeCheckout();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function makeTemplate(): string {
    const template = pgliteTemplateDir(root);
    mkdirSync(path.join(template, 'base'), { recursive: true });
    writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(template, 'base', 'catalog'), 'migrated');
    return template;
  }

  it('copies the template into a missing or empty folder, whole', () => {
    makeTemplate();
    const missing = path.join(root, 'data', 'missing');
    expect(seedFromTemplate(missing, pgliteTemplateDir(root))).toBe(true);
    expect(readFileSync(path.join(missing, 'base', 'catalog'), 'utf8')).toBe('migrated');

    const empty = path.join(root, 'data', 'empty');
    mkdirSync(empty, { recursive: true });
    expect(seedFromTemplate(empty, pgliteTemplateDir(root))).toBe(true);
    expect(readFileSync(path.join(empty, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('never touches a folder that holds a database already', () => {
    makeTemplate();
    const used = path.join(root, 'data', 'used');
    mkdirSync(used, { recursive: true });
    writeFileSync(path.join(used, 'PG_VERSION'), 'subscribers live here');
    expect(seedFromTemplate(used, pgliteTemplateDir(root))).toBe(false);
    expect(readFileSync(path.join(used, 'PG_VERSION'), 'utf8')).toBe('subscribers live here');
  });

  it('copies nothing without a template, so the database is created on first open', () => {
    const dataDir = path.join(root, 'data', 'fresh');
    expect(seedFromTemplate(dataDir, pgliteTemplateDir(root))).toBe(false);
    expect(() => readFileSync(path.join(dataDir, 'PG_VERSION'))).toThrow();
  });

  it('names a new template when a migration, the code that opens and migrates or PGlite changes, so none is copied from a stale one', () => {
    const first = pgliteTemplateDir(root);
    writeFileSync(path.join(root, 'supabase/migrations/20250201000000_tokens.sql'), 'create table tokens (id int);');
    const second = pgliteTemplateDir(root);
    writeFileSync(path.join(root, 'lib/newsletter/pglite-database.ts'), 'export const changed = true;');
    const third = pgliteTemplateDir(root);
    // The store's queries make no template: a change to them alone keeps it.
    writeFileSync(path.join(root, 'lib/newsletter/pglite-store.ts'), 'export const queries = true;');
    expect(pgliteTemplateDir(root)).toBe(third);
    writeFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), '{ "version": "0.6.0" }');
    const fourth = pgliteTemplateDir(root);
    expect(new Set([first, second, third, fourth]).size).toBe(4);
    expect(pgliteTemplateDir(root)).toBe(fourth);
    expect(path.dirname(first)).toBe(path.join(root, '.cache', 'pglite-template'));
  });

  it('deletes older templates and half-built ones whose process died, never the current one or one still being built', () => {
    const older = makeTemplate();
    writeFileSync(path.join(root, 'supabase/migrations/20250201000000_tokens.sql'), 'create table tokens (id int);');
    const current = makeTemplate();
    // A process that has exited, and this one (running).
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    mkdirSync(`${current}.building-${deadPid}`);
    mkdirSync(`${current}.building-${process.pid}`);

    const removed = removeStaleTemplates(pgliteTemplateDir(root));

    expect(removed.sort()).toEqual([path.basename(older), `${path.basename(current)}.building-${deadPid}`].sort());
    expect(readdirSync(path.dirname(current)).sort()).toEqual([path.basename(current), `${path.basename(current)}.building-${process.pid}`].sort());
    expect(existsSync(path.join(current, 'base', 'catalog'))).toBe(true);
    expect(removeStaleTemplates(pgliteTemplateDir(root))).toEqual([]);
  });
});
