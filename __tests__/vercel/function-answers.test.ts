/** @jest-environment node */
import { answerProblems, missingFiles, missingRefusals } from '@/lib/vercel-functions/judge.mjs';
import type { FunctionRequest } from '@/lib/vercel-functions/requests.mjs';

const dir = '/tmp/vercel-functions-x/3';
const request = (expect: FunctionRequest['expect']): FunctionRequest => ({ label: 'x', output: '/x', method: 'GET', url: '/x', headers: {}, expect });
const answer = (status: number, headers: Record<string, string> = {}, body = '') => ({ status, headers, body: new TextEncoder().encode(body) });
const SW_LOG = `[runner] >>> 9
Error: Cannot find module '${dir}/node_modules/next/dist/server/config.js' imported from ${dir}/.next/server/chunks/a.js
  code: 'ERR_MODULE_NOT_FOUND',
Error: ENOENT: no such file or directory, open '${dir}/.next/server/pages/500.html'`;

describe("judging a function's answer (lib/vercel-functions/judge.mjs)", () => {
  it('names each file the log says is missing, relative to the function', () => {
    expect(missingFiles(SW_LOG, dir)).toEqual(['node_modules/next/dist/server/config.js', '.next/server/pages/500.html']);
    expect(missingFiles("Cannot find package 'esbuild-wasm' imported from /x.js", dir)).toEqual(['esbuild-wasm']);
    expect(missingFiles('[runner] >>> 1\n', dir)).toEqual([]);
  });

  it('fails a 5xx, a status not expected and a wrong Location; passes what was expected', () => {
    expect(answerProblems(request({ status: [200] }), answer(500), { log: SW_LOG, functionDir: dir })).toEqual([
      'status 500',
      'missing file node_modules/next/dist/server/config.js',
      'missing file .next/server/pages/500.html',
    ]);
    expect(answerProblems(request({ status: [500] }), answer(500), { log: '', functionDir: dir })).toEqual(['status 500']);
    expect(answerProblems(request({ status: [401, 404] }), answer(200), { log: '', functionDir: dir })).toEqual(['status 200, not 401 or 404']);
    expect(answerProblems(request({ status: [308], location: /^\/about$/ }), answer(308, { location: '/about/' }), { log: '', functionDir: dir })).toEqual([
      'Location /about/, not ^\\/about$',
    ]);
    expect(answerProblems(request({ status: [308], location: /^\/about$/ }), answer(308, { location: '/about' }), { log: '', functionDir: dir })).toEqual([]);
    expect(answerProblems(request({ status: [200] }), null, { log: '', functionDir: dir, error: 'fetch failed ECONNRESET' })).toEqual(['no answer: fetch failed ECONNRESET']);
  });

  it('fails a missing file even when the status is as expected', () => {
    expect(answerProblems(request({ status: [404] }), answer(404), { log: SW_LOG, functionDir: dir })).toHaveLength(2);
  });

  it('wants the prerendered bytes and headers where the request passes a prerender, leaving the cache its own', () => {
    const prerendered = { body: new TextEncoder().encode('self.x=1'), headers: { 'content-type': 'application/javascript', vary: 'rsc', 'x-next-cache-tags': 't' } };
    const same = request({ status: [200], samePrerender: '/sw.js' });
    expect(answerProblems(same, answer(200, { 'content-type': 'application/javascript' }, 'self.x=1'), { log: '', functionDir: dir, prerendered })).toEqual([]);
    expect(answerProblems(same, answer(200, { 'content-type': 'text/plain' }, 'self.x=2'), { log: '', functionDir: dir, prerendered })).toEqual([
      'a body of 8 bytes other than the prerendered 8',
      'content-type: text/plain, not application/javascript as prerendered',
    ]);
  });

  it('wants the words a page must say', () => {
    const refused = request({ status: [200], text: 'An error occurred.' });
    expect(answerProblems(refused, answer(200, {}, '<p role="status">Thanks!</p>'), { log: '', functionDir: dir })).toEqual(['the answer does not say "An error occurred."']);
  });

  it("wants a server function's log to say why the newsletter refuses", () => {
    expect(missingRefusals('[newsletter] NOT storing subscribers: no store\n[newsletter] NOT sending e-mail: no SMTP')).toEqual([]);
    expect(missingRefusals('[newsletter] NOT storing subscribers: no store')).toEqual(['[newsletter] NOT sending e-mail: ']);
  });
});
