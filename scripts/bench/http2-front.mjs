/**
 * An HTTP/2 front end for a benchmark server, so that real loads can be measured the way Vercel serves the site:
 * over TLS with HTTP/2, one connection per origin and its headers compressed (HPACK), where `next start` alone speaks
 * HTTP/1.1 and sends every header again with every file (docs/performance.md, the static-file headers experiment).
 * `bench:hydration --h2` puts one in front of the site and one in front of the floor alike.
 *
 * No library fits: it is Node's own http2 server passing each request to the HTTP/1.1 server behind it, with a
 * certificate for 127.0.0.1 made once per process by the openssl command (Chromium is told to accept it). Bodies and
 * headers pass unchanged (the server behind compresses), apart from those HTTP/2 forbids.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium accepts the front end's self-made certificate with this flag; a context's ignoreHTTPSErrors alone still refuses the service worker's script. */
const HTTP2_CHROMIUM_FLAGS = ['--ignore-certificate-errors'];

// Connection-specific headers: HTTP/2 forbids them (RFC 9113, 8.2.2); `host` is rewritten for the server behind.
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'http2-settings']);

/** The headers worth passing on: none of HTTP/2's pseudo-headers (`:path`) and none specific to one connection. */
export function forwardedHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name)));
}

let certificate;
/** A key and self-signed certificate for 127.0.0.1, made on first use (a few milliseconds) and kept for the process. */
function localCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    certificate = { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
    return certificate;
  } catch (error) {
    throw new Error(`bench --h2 needs the openssl command to make a local certificate: ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `target` (an http:// origin on 127.0.0.1) over HTTP/2 and TLS on a free port of 127.0.0.1.
 * @param {string} target
 * @returns {Promise<{ origin: string, stop(): Promise<void> }>}
 */
export async function startHttp2Front(target) {
  const upstream = new URL(target);
  const server = http2.createSecureServer(localCertificate());
  server.on('request', (request, response) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardedHeaders(request.headers), host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  // A visitor's connection that the browser keeps open must not hold the bench process at the end.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The benchmarks' servers as a browser reaches them: over HTTP/1.1 as they are, or each behind its own HTTP/2 front
 * end, started on first use and kept for the run. `chromiumArgs` are the flags a browser for them needs beyond the benchmarks' own.
 * @param {{ http2: boolean }} options
 */
export function transport({ http2 }) {
  /** @type {Map<string, Promise<{ origin: string, stop(): Promise<void> }>>} */
  const fronts = new Map();
  return {
    chromiumArgs: http2 ? HTTP2_CHROMIUM_FLAGS : [],
    /** @param {string} origin a server's own http:// origin */
    async origin(origin) {
      if (!http2) return origin;
      if (!fronts.has(origin)) fronts.set(origin, startHttp2Front(origin));
      return (await fronts.get(origin)).origin;
    },
    stop: () => Promise.all([...fronts.values()].map(async (front) => (await front).stop())),
  };
}
