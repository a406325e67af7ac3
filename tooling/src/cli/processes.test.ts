import { commandPool } from './processes.ts';

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
