import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMarkdownFile } from '@/lib/content/markdown-files';

/** A copy of a real content file (path from the project root) with one edit, on disk, so errors carry a real path and line. */
export function editedContentFile(path: string, edit: (source: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'content-'));
  const copy = join(dir, path.split('/').pop()!);
  writeFileSync(copy, edit(readFileSync(join(process.cwd(), path), 'utf8')));
  return readMarkdownFile(copy);
}
