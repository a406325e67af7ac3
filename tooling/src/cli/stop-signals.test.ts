import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
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

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
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
    expect(pids.every(alive)).toBe(true);
    launcher.kill(signal);
    await exited;
    expect(await until(() => !pids.some(alive), 6_000)).toBe(true);
    expect(existsSync(path.join(dir, 'drained'))).toBe(true);
  },
  30_000,
);
