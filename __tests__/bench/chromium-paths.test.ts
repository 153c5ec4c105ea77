/** @jest-environment node */
import chromium from '../../scripts/chromium.json';

type Paths = typeof import('../../scripts/chromium.cjs');

const OVERRIDES = ['CHROMIUM_PATH', 'CHROME_PATH'] as const;

/** scripts/chromium.cjs as a fresh import sees it, with CHROMIUM_PATH set or not and only `installed` on disk. */
function load(installed: string[], chromiumPath?: string): Paths {
  const saved = OVERRIDES.map((name) => [name, process.env[name]] as const);
  for (const name of OVERRIDES) delete process.env[name];
  if (chromiumPath) process.env.CHROMIUM_PATH = chromiumPath;
  let paths: Paths | undefined;
  try {
    jest.isolateModules(() => {
      jest.doMock('node:fs', () => ({ ...jest.requireActual('node:fs'), existsSync: (file: string) => installed.includes(file) }));
      // A fresh copy of the module, reading the mocked file system and this environment: an import is evaluated once.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      paths = require('../../scripts/chromium.cjs') as Paths;
    });
  } finally {
    for (const [name, value] of saved) if (value === undefined) delete process.env[name]; else process.env[name] = value;
  }
  return paths!;
}

describe('scripts/chromium.cjs: which Chromium runs where', () => {
  it('times pages in the full browser and gives the work that times nothing the headless-only build, when installed', () => {
    const paths = load([chromium.executablePath, chromium.testExecutablePath]);
    expect(paths.CHROMIUM_PATH).toBe(chromium.executablePath);
    expect(paths.HEADLESS_CHROMIUM_PATH).toBe(chromium.testExecutablePath);
    expect(paths.CHROMIUM_FLAGS).toEqual(chromium.args);
  });

  it('falls back to the full browser where the headless-only build is not installed', () => {
    expect(load([chromium.executablePath]).HEADLESS_CHROMIUM_PATH).toBe(chromium.executablePath);
  });

  it('runs everything in the browser CHROMIUM_PATH names', () => {
    const paths = load([chromium.testExecutablePath], '/opt/other/chrome');
    expect([paths.CHROMIUM_PATH, paths.HEADLESS_CHROMIUM_PATH]).toEqual(['/opt/other/chrome', '/opt/other/chrome']);
  });
});
