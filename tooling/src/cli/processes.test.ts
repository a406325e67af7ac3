import { spawn } from 'node:child_process';
import { commandPool, keepRestarting } from './processes.ts';

it('runs every job, never more than its size at once, and gives each caller its own result', async () => {
  const twoAtATime = commandPool(2);
  let running = 0;
  let most = 0;
  const job = (value: number, ms: number) => async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, ms));
    running -= 1;
    return value;
  };
  const results = await Promise.all(
    [job(1, 30), job(2, 10), job(3, 5), job(4, 20), job(5, 1)].map((each) => twoAtATime(each)),
  );
  expect(results).toEqual([1, 2, 3, 4, 5]);
  expect(most).toBe(2);
  // a newcomer after the queue drained starts at once
  expect(await twoAtATime(job(6, 1))).toBe(6);
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
    const service = keepRestarting(
      () => {
        launches += 1;
        return quickExit(1)();
      },
      { firstDelayMs: 20, maxDelayMs: 80, onRestart: (delay) => delays.push(delay) },
    );
    await waitUntil(() => launches >= 5);
    service.stop();
    const stoppedAt = launches;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(launches).toBeLessThanOrEqual(stoppedAt + 1);
    expect(delays.slice(0, 4)).toEqual([20, 40, 80, 80]);
  }, 60_000);

  it('starts again a service stopped by a signal, as an operator restarting it would', async () => {
    let launches = 0;
    const service = keepRestarting(
      () => {
        launches += 1;
        return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
      },
      { firstDelayMs: 10 },
    );
    const first = service.current();
    first.kill('SIGTERM');
    await waitUntil(() => launches === 2 && service.current() !== first);
    service.stop();
    service.current().kill('SIGKILL');
  }, 60_000);
});

// generous: a busy two-core machine takes a second or more to start each Node process
async function waitUntil(condition: () => boolean, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
