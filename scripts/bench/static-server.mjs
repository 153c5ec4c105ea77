#!/usr/bin/env node
/**
 * A minimal static file server (node:http + fs) for the load comparison:
 * it serves the exact HTML that `next start` produced, read into memory once,
 * so the ratio of the two throughputs says how much Next.js costs per request
 * on this machine, whatever else the machine is doing.
 *
 * Usage: node scripts/bench/static-server.mjs --root DIR --port 3206
 * `/a/b` is served from DIR/a/b/index.html; 127.0.0.1 only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { root: { type: 'string' }, port: { type: 'string', default: '3206' } } });
if (!values.root) {
  console.error('--root is required');
  process.exit(2);
}

/** Every index.html under root, keyed by the URL path it answers. */
function loadPages(root) {
  const pages = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') {
        const route = '/' + relative(root, dir).split(sep).filter(Boolean).join('/');
        pages.set(route, readFileSync(path));
      }
    }
  };
  walk(root);
  return pages;
}

const pages = loadPages(values.root);
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname).replace(/\/$/, '') || '/';
  const body = pages.get(path);
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(values.port), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
