// A function's trace (Next's `<route>.js.nft.json`: the files it needs, relative to its own folder) is what
// `vercel build` ships with it. Plain JavaScript: the post-build step imports it under bare Node.
import path from 'node:path';

/**
 * The trace with these files added (once each), as paths relative to the trace's folder, forward slashes.
 * @template {{ files: string[] }} T
 * @param {T} trace
 * @param {string} traceDir the folder the trace's paths are relative to
 * @param {readonly string[]} files absolute paths
 * @returns {T}
 */
export function withTracedFiles(trace, traceDir, files) {
  if (!Array.isArray(trace?.files)) throw new Error('a trace without a `files` list');
  const added = files.map((file) => path.relative(traceDir, file).split(path.sep).join('/'));
  return { ...trace, files: [...new Set([...trace.files, ...added])] };
}
