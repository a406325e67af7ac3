import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForUrl } from '../cli/processes.ts';
import { startApi } from '../cli/services.ts';
import { freePort, mapLimited, stopApi } from './bench-processes.ts';
import { childPids, memoryVerdict, percentile, residentMb, type MemoryVerdict } from './load-stats.ts';
import { emptyTally, runUser, signIn } from './simulated-user.ts';

/**
 * `rampSeconds`: users start evenly over this time (0: all at once, a thundering herd on a cold server).
 * `instances`: API processes (API_INSTANCES) sharing the port, on PostgreSQL.
 */
export type LoadOptions = { seconds: number; users: number; rampSeconds: number; instances: number };

// the seeded accounts of one company (README): each simulated user is one of them, signed in on its own
const ACCOUNTS = ['admin@acme.test', 'manager@acme.test', 'member@acme.test'];
const PASSWORD = 'Timely#2026';
const SAMPLE_EVERY_MS = 5_000;

/**
 * `bench:load`: the built API on a fresh data folder (or DATABASE_URL) on a free loopback port, N users
 * signed in once each, then each in a loop of list calls and one feed post for `seconds`. Prints the
 * totals, latency percentiles and the server's RSS every 5 s; rejects on any error or growing memory.
 */
export async function runLoadBench(options: LoadOptions): Promise<void> {
  if (options.instances > 1 && !process.env.DATABASE_URL)
    throw new Error(`--instances ${options.instances} needs PostgreSQL: set DATABASE_URL (PGlite runs one process)`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-load-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = startApi({
    dataDir,
    env: { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', API_INSTANCES: String(options.instances) },
  });
  try {
    await waitForUrl(`${baseUrl}/health`, 120_000);
    console.log(
      `[load] API on ${baseUrl} (${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${dataDir}`}), pid ${api.pid}${options.instances > 1 ? `, ${options.instances} instances` : ''}`,
    );

    const signInStarted = Date.now();
    const tokens = await mapLimited(
      Array.from({ length: options.users }, (_, user) => ACCOUNTS[user % ACCOUNTS.length]!),
      10,
      (email) => signIn(baseUrl, email, PASSWORD),
    );
    console.log(
      `[load] ${options.users} users signed in (${ACCOUNTS.length} accounts) in ${((Date.now() - signInStarted) / 1000).toFixed(1)} s`,
    );

    // one series per process that serves: the API itself, or each of its cluster workers
    const memory = new Map<number, number[]>();
    let samples = 0;
    const sampler = setInterval(() => {
      void servingPids(api.pid!, options.instances).then(async (pids) => {
        const sample = await Promise.all(pids.map(async (pid) => [pid, await residentMb(pid)] as const));
        const taken = sample.filter((entry): entry is readonly [number, number] => entry[1] !== null);
        if (!taken.length) return;
        samples += 1;
        for (const [pid, mb] of taken) memory.set(pid, [...(memory.get(pid) ?? []), mb]);
        console.log(
          `[load] ${String(samples * (SAMPLE_EVERY_MS / 1000)).padStart(3)} s  server RSS ${taken.map(([, mb]) => mb.toFixed(0)).join(' + ')} MB`,
        );
      });
    }, SAMPLE_EVERY_MS);
    const tally = emptyTally();
    const started = Date.now();
    const until = started + options.seconds * 1000;
    const stagger = tokens.length > 1 ? (options.rampSeconds * 1000) / tokens.length : 0;
    await Promise.all(
      tokens.map(async (token, user) => {
        await new Promise((resolve) => setTimeout(resolve, user * stagger));
        await runUser({ baseUrl, token, user, until, tally });
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    clearInterval(sampler);

    const verdicts = [...memory].map(([pid, series]) => ({ pid, series, verdict: memoryVerdict(series) }));
    console.log('');
    console.log(
      `[load] ${options.users} users (started over ${options.rampSeconds} s), ${elapsed.toFixed(1)} s on loopback`,
    );
    console.log(`[load] requests  ${tally.requests}`);
    console.log(`[load] errors    ${tally.errors}`);
    console.log(`[load] req/s     ${(tally.requests / elapsed).toFixed(0)}`);
    console.log(
      `[load] latency   p50 ${percentile(tally.latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(tally.latenciesMs, 99).toFixed(1)} ms, max ${percentile(tally.latenciesMs, 100).toFixed(0)} ms`,
    );
    for (const [name, latencies] of tally.byCall) {
      console.log(
        `[load]   ${name.padEnd(36)} ${String(latencies.length).padStart(6)} × p50 ${percentile(latencies, 50).toFixed(0).padStart(5)} ms, p99 ${percentile(latencies, 99).toFixed(0).padStart(5)} ms, max ${percentile(latencies, 100).toFixed(0).padStart(5)} ms`,
      );
    }
    for (const { pid, series, verdict } of verdicts) {
      const who = verdicts.length > 1 ? ` pid ${pid}` : '';
      console.log(`[load] RSS (MB)${who}  ${series.map((mb) => mb.toFixed(0)).join(' ')}`);
      console.log(`[load] memory${who}    ${judged(verdict)}: ${verdict.reason}`);
    }
    for (const sample of tally.errorSamples) console.log(`[load] error: ${sample}`);
    if (tally.errors > 0) throw new Error(`${tally.errors} of ${tally.requests} requests failed`);
    const grown = verdicts.find(({ verdict }) => verdict.flat === false);
    if (grown) throw new Error(`the server's memory grew (pid ${grown.pid}): ${grown.verdict.reason}`);
  } finally {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The processes that answer requests: the API, or with several instances its workers (not the idle primary). */
async function servingPids(pid: number, instances: number): Promise<number[]> {
  return instances > 1 ? childPids(pid) : [pid];
}

function judged(verdict: MemoryVerdict): string {
  return verdict.flat === null ? 'not judged' : verdict.flat ? 'flat' : 'GROWING';
}
