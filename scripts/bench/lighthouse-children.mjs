/**
 * Lighthouse runs that time nothing (no Performance category), two at a time. Lighthouse does not support concurrent
 * runs in one Node process (GoogleChrome/lighthouse#7104: shared state across runs), so each run goes to a child
 * process of its own that stays for the next run; importing Lighthouse takes seconds here, a fork per run would pay it
 * every time. Runs that measure time never come here: two at once would slow each other down.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./run-lighthouse.mjs', import.meta.url));

/**
 * A child process that runs one Lighthouse run at a time, sent as `options` over IPC. A child that has ended (a crash,
 * Chromium taking it down) is replaced at the next run, so a retry does not meet the same dead process. `script` is
 * the child's module (the tests give their own).
 */
export function startChild(script = CHILD) {
  let child = null;
  let pending = null;
  const settle = (message) => {
    const current = pending;
    pending = null;
    if (message.error) current?.reject(new Error(message.error));
    else current?.resolve(message.result);
  };
  const connected = () => {
    if (child?.connected) return child;
    const current = fork(script, ['--child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // Only the current child speaks for the pending run: one that ended and was replaced has no say.
    const own = (handler) => (...args) => child === current && handler(...args);
    current.on('message', own(settle));
    current.on('exit', own((code) => pending && settle({ error: `Lighthouse's child process ended (exit ${code}) during a run` })));
    // A message to a child that has gone fails its run, not this process.
    current.on('error', own((error) => settle({ error: error.message })));
    child = current;
    return child;
  };
  return {
    run: (options) =>
      new Promise((resolve, reject) => {
        pending = { resolve, reject };
        connected().send(options);
      }),
    // Closing the channel lets the child stop its Chromium and end.
    stop: () => child?.connected && child.disconnect(),
  };
}

/**
 * Runs `run(task, runner)` for every task, at most `concurrency` at a time, each with a child process of its own
 * (runner(options) runs Lighthouse there); resolves when all have finished, rejects on the first failure. The
 * children are stopped either way. `start` makes a child (the tests give their own).
 */
export async function inChildren(tasks, concurrency, run, start = startChild) {
  const children = Array.from({ length: Math.min(concurrency, tasks.length) }, () => start());
  const queue = [...tasks];
  try {
    await Promise.all(
      children.map(async (child) => {
        for (let task = queue.shift(); task !== undefined; task = queue.shift()) await run(task, child.run);
      }),
    );
  } finally {
    // After a failure, the other children take no new task.
    queue.length = 0;
    for (const child of children) child.stop();
  }
}
