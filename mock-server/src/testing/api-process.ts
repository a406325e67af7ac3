import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyEmptyCluster } from './empty-cluster.js';
import { eventually } from './eventually.js';
import { TEST_SECRETS } from './test-server.js';
import { freePort } from './free-port.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ApiProcess = {
  url: string;
  /** The process started (with API_INSTANCES > 1, the cluster's primary). */
  pid: number;
  /** Everything the process wrote so far (its JSON log lines). */
  output(): string;
  /** Resolves once what the process wrote passes `check` (asked again at each write); throws after `ms`. */
  outputWhere(check: (output: string) => boolean, ms?: number): Promise<void>;
  /** SIGTERM (or the signal given), then waits for the exit (SIGKILL after 15 s). */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL at once (a crash: nothing is finished or released), then waits for the exit. */
  kill(): Promise<void>;
};

/**
 * The API as an operator runs it: `main.ts` in its own process (own memory, own pool) on a free port,
 * resolved once `/ready` answers 200; `port` to start one again where it was. For tests of what several
 * processes share (issue #35).
 */
export async function startApiProcess(env: Record<string, string>, port?: number): Promise<ApiProcess> {
  port ??= await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-api-'));
  // a brand-new data folder as PGlite's initdb leaves it, copied (initdb itself takes seconds)
  if (!env.DATABASE_URL && !env.TIMELY_DATA_DIR) await copyEmptyCluster(path.join(dataDir, 'pglite'));
  const child = spawnApi(port, dataDir, env);
  let output = '';
  // each outputWhere's check, asked again whenever the process writes
  const watchers = new Set<() => void>();
  const wrote = (chunk: Buffer) => {
    output += chunk.toString();
    for (const watcher of [...watchers]) watcher();
  };
  child.stdout.on('data', wrote);
  child.stderr.on('data', wrote);
  const outputWhere = (check: (output: string) => boolean, ms = 20_000) =>
    new Promise<void>((resolve, reject) => {
      const watcher = () => {
        // a line may be half written: a check that cannot read it yet has not passed
        const passed = (() => {
          try {
            return check(output);
          } catch {
            return false;
          }
        })();
        if (!passed) return;
        settle();
        resolve();
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`waited ${ms} ms in vain for the process to write it; it wrote:\n${output}`));
      }, ms);
      const settle = () => {
        clearTimeout(timer);
        watchers.delete(watcher);
      };
      watchers.add(watcher);
      watcher();
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // only another process can say it is ready: ask /ready until it answers 200
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the API stopped at start-up (${child.exitCode}):\n${output}`);
        return (
          (await fetch(`${url}/ready`).then(
            (response) => response.status,
            () => 0,
          )) === 200
        );
      },
      { timeoutMs: 90_000, everyMs: 200, describe: () => `the API to be ready:\n${output}` },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, output: () => output, outputWhere, stop, kill };
}

/** `main.ts` in a child process on `port`, with the test secrets and `env` on top of this process's environment. */
function spawnApi(port: number, dataDir: string, env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  // node itself with tsx's loader, not the tsx command: that one runs the API in a child a SIGKILL would miss
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'mock-server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TIMELY_DATA_DIR: dataDir,
      JWT_SECRET: TEST_SECRETS.jwt,
      DEMO_JWT_SECRET: TEST_SECRETS.demoJwt,
      LEAVE_CONSENSUS_SECRET: TEST_SECRETS.consensus,
      BCRYPT_COST: '4',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
