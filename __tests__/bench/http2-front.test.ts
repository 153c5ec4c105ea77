/** @jest-environment node */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { forwardedHeaders, startHttp2Front, transport } from '../../scripts/bench/http2-front.mjs';

/** One HTTP/2 request through the front end: status, headers and body. */
function fetchOverHttp2(origin: string, path: string, { method = 'GET', body = '' } = {}) {
  return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string; alpn: string | false }>((resolve, reject) => {
    const session = http2.connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path }, { endStream: false });
    let headers: http2.IncomingHttpHeaders = {};
    let text = '';
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? false;
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: text, alpn });
    });
    stream.end(body);
  });
}

describe('the HTTP/2 front end of the visitor benchmarks', () => {
  it('passes on what HTTP/2 allows and drops its pseudo-headers and connection-specific ones', () => {
    expect(
      forwardedHeaders({
        ':path': '/about',
        ':authority': '127.0.0.1:4431',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        host: '127.0.0.1:4431',
        'content-encoding': 'gzip',
        'content-security-policy': "default-src 'self'",
      }),
    ).toEqual({ 'content-encoding': 'gzip', 'content-security-policy': "default-src 'self'" });
  });

  it('serves the server behind it over HTTP/2, request and answer unchanged, and answers 502 once it is gone', async () => {
    const behind = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.writeHead(201, { 'x-content-type-options': 'nosniff', connection: 'keep-alive' });
        response.end(JSON.stringify({ method: request.method, url: request.url, host: request.headers.host, body }));
      });
    });
    await new Promise<void>((resolve) => behind.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(behind.address() as AddressInfo).port}`;
    const front = await startHttp2Front(target);
    try {
      expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await fetchOverHttp2(front.origin, '/newsletter?source=footer', { method: 'POST', body: 'email=a@b.example' });
      expect(answer.alpn).toBe('h2');
      expect(answer.status).toBe(201);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(answer.body)).toEqual({ method: 'POST', url: '/newsletter?source=footer', host: new URL(target).host, body: 'email=a@b.example' });

      // The front end keeps its connection to the server behind alive: close that too.
      await new Promise<void>((resolve) => {
        behind.close(() => resolve());
        behind.closeAllConnections();
      });
      expect((await fetchOverHttp2(front.origin, '/')).status).toBe(502);
    } finally {
      behind.closeAllConnections();
      behind.close();
      await front.stop();
    }
  });

  it('over HTTP/1.1 leaves servers and flags as they are; over HTTP/2 puts one front end before each server, reused', async () => {
    const plain = transport({ http2: false });
    expect(await plain.origin('http://127.0.0.1:3205')).toBe('http://127.0.0.1:3205');
    expect(plain.chromiumArgs).toEqual([]);

    const secure = transport({ http2: true });
    expect(secure.chromiumArgs).toEqual(['--ignore-certificate-errors']);
    try {
      const site = await secure.origin('http://127.0.0.1:3205');
      expect(site).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(await secure.origin('http://127.0.0.1:3205')).toBe(site);
      expect(await secure.origin('http://127.0.0.1:3207')).not.toBe(site);
    } finally {
      await secure.stop();
    }
  });
});
