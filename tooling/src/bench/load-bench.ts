import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForUrl } from '../cli/processes.ts';
import { startApi } from '../cli/services.ts';
import { freePort, mapLimited, stopApi } from './bench-processes.ts';
import { childPids, memoryVerdict, percentile, residentMb, type MemoryVerdict } from './load-stats.ts';
import { emptyTally, runUser, signIn, type LoadTally } from './simulated-user.ts';
import { planTheDay } from './working-day.ts';

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

    // the day's plan, made by the manager before anyone starts: a sprint, each person's tasks and day off
    const accounts = await Promise.all(ACCOUNTS.map((email) => signIn(baseUrl, email, PASSWORD)));
    const emails = Array.from({ length: options.users }, (_, user) => ACCOUNTS[user % ACCOUNTS.length]!);
    const plan = await planTheDay(
      baseUrl,
      accounts[1]!,
      emails.map((email) => accounts[ACCOUNTS.indexOf(email)]!),
      mapLimited,
    );
    console.log(
      `[load] planned: a sprint of ${plan.tasksByUser.flat().length} tasks for ${options.users} people (${ACCOUNTS.length} accounts, one of each level)`,
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
    const stagger = options.users > 1 ? (options.rampSeconds * 1000) / options.users : 0;
    await Promise.all(
      emails.map(async (email, user) => {
        await new Promise((resolve) => setTimeout(resolve, user * stagger));
        await runUser({ baseUrl, email, password: PASSWORD, user, plan, until, tally });
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
    printLatencies(tally);
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

const ms = (values: number[], p: number) => percentile(values, p).toFixed(0).padStart(5);

/** Reads, writes and first answers apart, then each route: count, p50, p99 and max. */
function printLatencies(tally: LoadTally): void {
  for (const [name, values] of [
    ['all', tally.latenciesMs],
    ['reads', tally.readsMs],
    ['writes', tally.writesMs],
    ['first answers', tally.firstAnswersMs],
  ] as const) {
    console.log(
      `[load] ${name.padEnd(14)} ${String(values.length).padStart(6)} × p50 ${ms(values, 50)} ms, p99 ${ms(values, 99)} ms, max ${ms(values, 100)} ms`,
    );
  }
  const routes = [...tally.byCall].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, latencies] of routes) {
    console.log(
      `[load]   ${name.padEnd(44)} ${String(latencies.length).padStart(6)} × p50 ${ms(latencies, 50)} ms, p99 ${ms(latencies, 99)} ms, max ${ms(latencies, 100)} ms`,
    );
  }
}
