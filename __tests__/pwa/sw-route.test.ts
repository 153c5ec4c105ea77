/** @jest-environment node */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { builtWorker } from '@/lib/service-worker/build-worker';

// Serwist needs the build's toolchain: only the build and next dev may run it.
jest.mock('@/lib/service-worker/build-worker', () => ({ builtWorker: jest.fn(async () => new Response('built by Serwist')) }));

const BODY = 'self.addEventListener("install",()=>{});/* prerendered ✓ */';
const HEADERS = { 'cache-control': 'public, max-age=0, must-revalidate', 'content-type': 'application/javascript', 'service-worker-allowed': '/' };

let root: string;
const env = process.env as Record<string, string | undefined>;
const saved = { NODE_ENV: env.NODE_ENV, NEXT_PHASE: env.NEXT_PHASE };

/** The route loaded as a server in `root` would load it (its build folder read from the working directory). */
async function sw(vars: { NODE_ENV: string; NEXT_PHASE?: string }) {
  env.NODE_ENV = vars.NODE_ENV;
  if (vars.NEXT_PHASE) env.NEXT_PHASE = vars.NEXT_PHASE;
  else delete env.NEXT_PHASE;
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  let route!: typeof import('@/app/sw.js/route');
  jest.isolateModules(() => {
    route = jest.requireActual('@/app/sw.js/route');
  });
  return route.GET(new Request('https://www.platterivercg.com/sw.js', { headers: { 'next-action': 'x' } }));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sw-route-'));
  const app = path.join(root, '.next', 'server', 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(app, 'sw.js.body'), BODY);
  writeFileSync(path.join(app, 'sw.js.meta'), JSON.stringify({ status: 200, headers: HEADERS }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(builtWorker).mockClear();
  Object.assign(env, saved);
  if (saved.NEXT_PHASE === undefined) delete env.NEXT_PHASE;
});

describe('/sw.js (app/sw.js/route.ts)', () => {
  it('answers a production server with the worker the build wrote, its bytes and headers, without running Serwist', async () => {
    const response = await sw({ NODE_ENV: 'production' });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(BODY));
    expect(Object.fromEntries(response.headers)).toMatchObject(HEADERS);
    expect(response.status).toBe(200);
    expect(builtWorker).not.toHaveBeenCalled();
  });

  it.each([
    ['next build, prerendering it', { NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }],
    ['next dev', { NODE_ENV: 'development' }],
  ])('has Serwist build it under %s', async (_, vars) => {
    const response = await sw(vars);
    expect(await response.text()).toBe('built by Serwist');
    expect(builtWorker).toHaveBeenCalledTimes(1);
  });
});
