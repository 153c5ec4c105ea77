/** @jest-environment node */
import path from 'node:path';
import { inChildren, startChild } from '../../scripts/bench/lighthouse-children.mjs';

/** A stand-in for a Lighthouse child: records its runs and when it was stopped. */
function fakeChildren() {
  const made: { runs: string[]; stopped: boolean }[] = [];
  const start = () => {
    const child = { runs: [] as string[], stopped: false };
    made.push(child);
    return {
      run: async (options: string) => {
        child.runs.push(options);
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (options === 'fails') throw new Error('NO_FCP');
        return `scores of ${options}`;
      },
      stop: () => {
        child.stopped = true;
      },
    };
  };
  return { made, start };
}

describe('bench: Lighthouse runs that time nothing, in child processes', () => {
  it('runs every task once, never more at a time than asked, and stops every child', async () => {
    const { made, start } = fakeChildren();
    const results: string[] = [];
    let running = 0;
    let most = 0;
    await inChildren(
      ['/a', '/b', '/c', '/d', '/e'],
      2,
      async (task: string, runner: (options: string) => Promise<string>) => {
        running += 1;
        most = Math.max(most, running);
        results.push(await runner(task));
        running -= 1;
      },
      start,
    );
    expect(results.sort()).toEqual(['/a', '/b', '/c', '/d', '/e'].map((route) => `scores of ${route}`));
    expect(most).toBe(2);
    expect(made).toHaveLength(2);
    expect(made.flatMap((child) => child.runs).sort()).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(made.every((child) => child.stopped)).toBe(true);
  });

  it('starts no more children than there are tasks', async () => {
    const { made, start } = fakeChildren();
    await inChildren(['/a'], 2, async (task: string, runner: (options: string) => Promise<string>) => void (await runner(task)), start);
    expect(made).toHaveLength(1);
  });

  it('rejects with the first failure and still stops the children', async () => {
    const { made, start } = fakeChildren();
    await expect(
      inChildren(['/a', 'fails', '/c'], 2, async (task: string, runner: (options: string) => Promise<string>) => void (await runner(task)), start),
    ).rejects.toThrow('NO_FCP');
    expect(made.every((child) => child.stopped)).toBe(true);
  });
});

describe('bench: a Lighthouse child process', () => {
  const fixture = path.join(__dirname, '..', 'fixtures', 'lighthouse-child.mjs');

  it('answers runs over IPC, reports a failed run, and replaces itself after a crash', async () => {
    const child = startChild(fixture);
    try {
      const first = await child.run({ url: '/a' });
      expect(first).toEqual({ url: '/a', pid: expect.any(Number) });
      expect((await child.run({ url: '/b' })).pid).toBe(first.pid);
      await expect(child.run({ url: 'fails' })).rejects.toThrow('NO_FCP');
      await expect(child.run({ url: 'crash' })).rejects.toThrow(/ended \(exit 3\) during a run/);
      const after = await child.run({ url: '/c' });
      expect(after.url).toBe('/c');
      expect(after.pid).not.toBe(first.pid);
    } finally {
      child.stop();
    }
  });
});
