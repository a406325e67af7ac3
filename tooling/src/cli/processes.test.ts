import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { commandPool, keepRestarting } from './processes.ts';

it('runs every job, never more than its size at once, and gives each caller its own result', async () => {
  const twoAtATime = commandPool(2);
  let running = 0;
  let most = 0;
  /** A job that runs until the test finishes it; `started` resolves when the pool starts it. */
  const heldJob = (value: number) => {
    let finish = () => {};
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    const run = async () => {
      running += 1;
      most = Math.max(most, running);
      markStarted();
      await new Promise<void>((resolve) => (finish = resolve));
      running -= 1;
      return value;
    };
    return { run, started, finish: () => finish() };
  };
  const jobs = [1, 2, 3, 4, 5].map(heldJob);
  const results = Promise.all(jobs.map((job) => twoAtATime(job.run)));
  // finished out of order, each once it has started: a freed slot takes the next job in the queue
  for (const index of [1, 0, 3, 2, 4]) {
    await jobs[index]!.started;
    expect(running).toBeLessThanOrEqual(2);
    jobs[index]!.finish();
  }
  expect(await results).toEqual([1, 2, 3, 4, 5]);
  expect(most).toBe(2);
  // a newcomer after the queue drained starts at once
  const newcomer = heldJob(6);
  const result = twoAtATime(newcomer.run);
  await newcomer.started;
  newcomer.finish();
  expect(await result).toBe(6);
});

it('frees the slot of a job that fails', async () => {
  const oneAtATime = commandPool(1);
  await expect(oneAtATime(async () => Promise.reject(new Error('build failed')))).rejects.toThrow('build failed');
  await expect(oneAtATime(async () => 'next')).resolves.toBe('next');
});

describe('keepRestarting', () => {
  const quickExit = (code: number) => () => spawn(process.execPath, ['-e', `process.exit(${code})`]);

  it('starts a service again each time it ends, waiting longer while it keeps failing, and not after stop()', async () => {
    const delays: number[] = [];
    let launches = 0;
    let fifth = () => {};
    const fifthLaunch = new Promise<void>((resolve) => (fifth = resolve));
    const service = keepRestarting(
      () => {
        launches += 1;
        if (launches === 5) fifth();
        return quickExit(1)();
      },
      { firstDelayMs: 20, maxDelayMs: 80, onRestart: (delay) => delays.push(delay) },
    );
    await fifthLaunch;
    service.stop();
    const stoppedAt = launches;
    // a restart comes from a run's exit or from the timer stop() cleared: once the last run has ended, none came
    const last = service.current();
    if (last.exitCode === null && last.signalCode === null) await once(last, 'exit');
    expect(launches).toBe(stoppedAt);
    expect(delays.slice(0, 4)).toEqual([20, 40, 80, 80]);
  }, 60_000);

  it('starts again a service stopped by a signal, as an operator restarting it would', async () => {
    let launches = 0;
    let second = () => {};
    const secondLaunch = new Promise<void>((resolve) => (second = resolve));
    const service = keepRestarting(
      () => {
        launches += 1;
        if (launches === 2) second();
        return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      },
      { firstDelayMs: 10 },
    );
    const first = service.current();
    first.kill('SIGTERM');
    await secondLaunch;
    expect(service.current()).not.toBe(first);
    service.stop();
    service.current().kill('SIGKILL');
  }, 60_000);
});
