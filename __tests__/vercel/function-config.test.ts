/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { functionConfig, shippedFiles } from '@/lib/vercel-functions/function-config.mjs';

describe("a Vercel function's description (lib/vercel-functions/function-config.mjs)", () => {
  let funcDir: string;
  beforeEach(() => (funcDir = mkdtempSync(path.join(tmpdir(), 'func-'))));
  afterEach(() => rmSync(funcDir, { recursive: true, force: true }));

  it('reads the project files a function ships from its filePathMap', () => {
    const map = { 'content/insights/a.md': '../../content/insights/a.md', '.next/server/app/sw.js.body': '.next/server/app/sw.js.body' };
    writeFileSync(path.join(funcDir, '.vc-config.json'), JSON.stringify({ handler: '___next_launcher.cjs', filePathMap: map }));
    expect(functionConfig(funcDir)?.handler).toBe('___next_launcher.cjs');
    expect(shippedFiles(functionConfig(funcDir))).toEqual(Object.keys(map));
  });

  it('has no description and ships nothing where the output has no function', () => {
    expect(functionConfig(funcDir)).toBeNull();
    expect(shippedFiles(functionConfig(funcDir))).toEqual([]);
  });
});
