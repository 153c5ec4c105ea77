import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The page whose 200 says a second server is up: prerendered by `next start`, small for `next dev` to compile. */
export const SECOND_SERVER_READY_PATH = '/newsletter/link-invalid';

/**
 * A Next server of the test's own beside the suite's (`next start` with other settings, or `next dev`), on its own
 * port and its own data folder; `env` is made from that folder. Its process group is stopped, and the folder deleted,
 * by `stop`.
 */
export async function startSecondServer(options: {
  mode: 'start' | 'dev';
  port: number;
  dataDirPrefix: string;
  env: (dataDir: string) => NodeJS.ProcessEnv;
  /** Before the server starts, given the data folder (a database copied from the template, say). */
  prepare?: (dataDir: string) => void;
  readyTimeoutMs?: number;
}) {
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  options.prepare?.(dataDir);
  const server = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), options.mode, '-H', '127.0.0.1', '-p', String(options.port)], {
    detached: true,
    stdio: 'ignore',
    env: { NEXT_TELEMETRY_DISABLED: '1', ...options.env(dataDir) },
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${path.join(dataDir, 'db')}.lock`, { force: true });
  };
  try {
    await expect
      .poll(() => fetch(`${origin}${SECOND_SERVER_READY_PATH}`).then((r) => r.status, () => 0), { timeout: options.readyTimeoutMs ?? 60_000, intervals: [1_000] })
      .toBe(200);
  } catch (error) {
    // The caller never gets a `stop` for a server that did not come up: one left running would hold the port.
    stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
