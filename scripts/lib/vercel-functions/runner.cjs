// Runs one assembled Vercel function as Vercel's Node launcher calls it (its .vc-config.json `handler`, launcherType
// Nodejs): `(req, res)` for a server function, `(Request) => Response` when `useWebApi` (the proxy). Serves it on
// 127.0.0.1:<port> through node:http.   node runner.cjs <function folder> <port>
// Copied beside the functions by scripts/lib/vercel-functions/check.mjs: the checkout may be hidden from this process.
'use strict';
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const { Readable } = require('node:stream');

const dir = path.resolve(process.argv[2]);
const port = Number(process.argv[3]);
const config = JSON.parse(fs.readFileSync(path.join(dir, '.vc-config.json'), 'utf8'));

// Vercel's request context, where Next's after() finds waitUntil.
const pending = new Set();
const waitUntil = (promise) => {
  const settled = Promise.resolve(promise)
    .catch((error) => console.error('[runner] waitUntil promise rejected:', error))
    .finally(() => pending.delete(settled));
  pending.add(settled);
};
globalThis[Symbol.for('@vercel/request-context')] = { get: () => ({ waitUntil, headers: {} }) };
process.on('uncaughtException', (error) => console.error('[runner] uncaughtException:', error));
process.on('unhandledRejection', (error) => console.error('[runner] unhandledRejection:', error));

let handler;
let loadError;
try {
  const loaded = require(path.join(dir, config.handler));
  handler = typeof loaded === 'function' ? loaded : loaded.default;
} catch (error) {
  loadError = error;
  console.error('[runner] the function failed to load:', error);
}

async function serveWebApi(req, res) {
  const chunks = [];
  if (req.method !== 'GET' && req.method !== 'HEAD') for await (const chunk of req) chunks.push(chunk);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const one of [].concat(value)) headers.append(name, one);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const response = await handler(new Request(`https://${req.headers.host}${req.url}`, { method: req.method, headers, body }));
  const out = {};
  response.headers.forEach((value, name) => (out[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value));
  res.writeHead(response.status, out);
  if (response.body) Readable.fromWeb(response.body).pipe(res);
  else res.end();
}

http
  .createServer(async (req, res) => {
    // Marks where each request's log starts, for the check to tell whose error a line is.
    console.log(`[runner] >>> ${req.headers['x-check-request'] ?? '-'}`);
    if (loadError) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      return res.end(String(loadError.stack));
    }
    try {
      if (config.useWebApi) await serveWebApi(req, res);
      else await handler(req, res);
    } catch (error) {
      console.error('[runner] the handler threw:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  })
  .listen(port, '127.0.0.1', () => console.log(`[runner] listening on 127.0.0.1:${port}`));

// Lets after()/waitUntil work finish, and log, before the process ends.
process.on('SIGTERM', async () => {
  await Promise.allSettled([...pending]);
  process.exit(0);
});
