import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// a failing run must not leave its servers behind: whatever is still alive after a test is killed
const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * Asks `check` every 50 ms for up to `ms`: whether a file is there, whether processes that are not this one's
 * children still run. Nothing sends an event for either, so this is the test's expect.poll.
 */
async function until(check: () => boolean, ms: number): Promise<boolean> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (check()) return true;
    // eslint-disable-next-line no-restricted-syntax -- the interval of a poll that ends as soon as check() holds
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
  '%s to the launcher alone stops the CLI and every server it started, letting the API drain',
  async (signal) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-stop-'));
    // its own process group, as under a service manager: only the launcher gets the signal
    const launcher = spawn(process.execPath, [path.join(ROOT, 'tooling/src/cli/testing/stop-launcher.mjs'), dir], {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise((resolve) => launcher.on('exit', resolve));
    expect(await until(() => existsSync(path.join(dir, 'pids.json')), 15_000)).toBe(true);
    const pids = JSON.parse(readFileSync(path.join(dir, 'pids.json'), 'utf8')) as number[];
    started.push(launcher.pid!, ...pids);
    expect(pids.every(alive)).toBe(true);
    launcher.kill(signal);
    await exited;
    expect(await until(() => !pids.some(alive), 6_000)).toBe(true);
    expect(existsSync(path.join(dir, 'drained'))).toBe(true);
  },
  30_000,
);

it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)(
  '%s to `npm start` alone stops the launcher, the CLI and every server it started',
  async (signal) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-npm-stop-'));
    // the workspace's own start script, with the stop fixture's launcher in place of the real one
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toContain('tooling/bin/portal.mjs start');
    const launcher = path.join(ROOT, 'tooling/src/cli/testing/stop-launcher.mjs');
    const start = scripts.start!.replace(
      'tooling/bin/portal.mjs start',
      `${JSON.stringify(launcher)} ${JSON.stringify(dir)}`,
    );
    writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'stop-fixture', private: true, scripts: { start } }),
    );
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: dir,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, npm_config_update_notifier: 'false', NODE_OPTIONS: '' },
    });
    const exited = new Promise((resolve) => npm.on('exit', resolve));
    expect(await until(() => existsSync(path.join(dir, 'pids.json')), 20_000)).toBe(true);
    const pids = JSON.parse(readFileSync(path.join(dir, 'pids.json'), 'utf8')) as number[];
    started.push(npm.pid!, ...pids);
    expect(pids.every(alive)).toBe(true);
    npm.kill(signal);
    await exited;
    expect(await until(() => !pids.some(alive), 6_000)).toBe(true);
    expect(existsSync(path.join(dir, 'drained'))).toBe(true);
  },
  40_000,
);
