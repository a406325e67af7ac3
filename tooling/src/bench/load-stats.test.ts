import { spawn } from 'node:child_process';
import { childPids, memoryVerdict, percentile, residentMb } from './load-stats.ts';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('memoryVerdict', () => {
  it('calls memory flat when the last third stays near the middle third, after a warm-up climb', () => {
    expect(memoryVerdict([80, 140, 150, 152, 151, 150, 155, 153, 154]).flat).toBe(true);
  });

  it('calls steady growth a leak', () => {
    const verdict = memoryVerdict([100, 120, 140, 160, 180, 200, 220, 240, 260]);
    expect(verdict.flat).toBe(false);
    expect(verdict.changePercent).toBeCloseTo(33.3, 1);
  });

  it('does not judge a run too short to tell', () => {
    expect(memoryVerdict([100, 100, 100]).flat).toBeNull();
  });
});

it('reads the resident memory of a running process', async () => {
  const mb = await residentMb(process.pid);
  if (process.platform === 'linux') expect(mb).toBeGreaterThan(10);
  expect(await residentMb(2 ** 22 + 12345)).toBeNull();
});

it("finds a process's children, as bench:load --instances finds the API's workers", async () => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
  try {
    await new Promise((resolve) => child.once('spawn', resolve));
    if (process.platform === 'linux') expect(await childPids(process.pid)).toContain(child.pid);
    expect(await childPids(2 ** 22 + 12345)).toEqual([]);
  } finally {
    child.kill();
  }
});
