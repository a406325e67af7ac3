import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitForUrl } from '../cli/processes.ts';
import { startApi } from '../cli/services.ts';
import { freePort, mapLimited, stopApi } from './bench-processes.ts';
import { childPids, memoryVerdict, percentile, residentMb, type MemoryVerdict } from './load-stats.ts';
import { emptyTally, runUser, signIn, type LoadTally } from './simulated-user.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';
import { peopleOf, planCompanyDay, type PersonPlan } from './working-day.ts';

/**
 * `rampSeconds`: users start evenly over this time (0: all at once, a thundering herd on a cold server).
 * `instances`: API processes (API_INSTANCES) sharing the port, on PostgreSQL.
 */
export type LoadOptions = { seconds: number; users: number; rampSeconds: number; instances: number };

// the seeded companies' admins (README), who plan the day; the simulated people are everyone of both companies
const ADMINS = ['admin@acme.test', 'admin@globex.test'];
const PASSWORD = 'Timely#2026';
const SAMPLE_EVERY_MS = 5_000;

/**
 * `bench:load`: the built API on a fresh data folder (or a throw-away database on DATABASE_URL's server, dropped
 * after the run) on a free loopback port, N simulated
 * people signing in over the ramp and then going through a working day (working-day.ts) for `seconds`.
 * Prints the totals, latency percentiles (reads, writes, first answers, each route), the server's RSS every
 * 5 s and the budgets met or missed; rejects on any error or growing memory.
 */
export async function runLoadBench(options: LoadOptions): Promise<void> {
  if (options.instances > 1 && !process.env.DATABASE_URL)
    throw new Error(`--instances ${options.instances} needs PostgreSQL: set DATABASE_URL (PGlite runs one process)`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-load-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const database: ThrowawayDatabase | null = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL)
    : null;
  const api = startApi({
    dataDir,
    env: {
      ...(database ? { DATABASE_URL: database.url } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_INSTANCES: String(options.instances),
      // each simulated person signs in from an address of their own (X-Forwarded-For), as people do
      TRUST_PROXY: '1',
    },
  });
  try {
    await waitForUrl(`${baseUrl}/health`, 120_000);
    console.log(
      `[load] API on ${baseUrl} (${database ? `PostgreSQL, database ${database.name}` : `PGlite in ${dataDir}`}), pid ${api.pid}${options.instances > 1 ? `, ${options.instances} instances` : ''}`,
    );

    const plans = await planTheDay(baseUrl, options.users);
    console.log(
      `[load] planned: ${plans.reduce((sum, plan) => sum + plan.tasks.length, 0)} tasks for ${options.users} simulated people (${new Set(plans.map((plan) => plan.email)).size} people of every level, two companies)`,
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
    const tally = emptyTally(plans.length);
    const started = Date.now();
    const until = started + options.seconds * 1000;
    const stagger = options.users > 1 ? (options.rampSeconds * 1000) / options.users : 0;
    await Promise.all(
      plans.map(async (plan, user) => {
        await new Promise((resolve) => setTimeout(resolve, user * stagger));
        await runUser({ baseUrl, password: PASSWORD, user, plan, until, tally });
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
    printBudgets(tally);
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
    await database?.drop();
  }
}

/**
 * The day's plan, made by each company's admin before anyone starts: the simulated people are the seeded
 * people of both companies in turn (several simulated people share one person when there are more, as a
 * person's tabs do), each with their own tasks and day off.
 */
async function planTheDay(baseUrl: string, users: number): Promise<PersonPlan[]> {
  const admins = await Promise.all(
    ADMINS.map((email, company) => signIn(baseUrl, email, PASSWORD, `10.251.${company}.1`)),
  );
  const people = await Promise.all(admins.map((admin) => peopleOf(baseUrl, admin.token)));
  const everyone = people.flatMap((list, company) => list.map((person) => ({ ...person, company })));
  const emailOf = Array.from({ length: users }, (_, user) => everyone[user % everyone.length]!);
  const plans: PersonPlan[] = new Array(users);
  for (const [company, admin] of admins.entries()) {
    const users = emailOf.flatMap((person, user) => (person.company === company ? [user] : []));
    const planned = await planCompanyDay(
      baseUrl,
      admin.token,
      people[company]!,
      users.map((user) => emailOf[user]!.email),
      mapLimited,
      company * 1000,
    );
    users.forEach((user, index) => (plans[user] = planned[index]!));
  }
  return plans;
}

/** The processes that answer requests: the API, or with several instances its workers (the primary hashes passwords only). */
async function servingPids(pid: number, instances: number): Promise<number[]> {
  return instances > 1 ? childPids(pid) : [pid];
}

function judged(verdict: MemoryVerdict): string {
  return verdict.flat === null ? 'not judged' : verdict.flat ? 'flat' : 'GROWING';
}

const ms = (values: number[], p: number) => percentile(values, p).toFixed(0).padStart(5);

/**
 * Reads, writes and first answers apart, the reads and writes asked once nobody was signing in (bcrypt no
 * longer sharing the cores: shown, not judged), then each route: count, p50, p99 and max.
 */
function printLatencies(tally: LoadTally): void {
  for (const [name, values] of [
    ['all', tally.latenciesMs],
    ['reads', tally.readsMs],
    ['writes', tally.writesMs],
    ['first answers', tally.firstAnswersMs],
    ['reads after sign-ins', tally.readsAfterSignInsMs],
    ['writes after sign-ins', tally.writesAfterSignInsMs],
  ] as const) {
    console.log(
      `[load] ${name.padEnd(21)} ${String(values.length).padStart(6)} × p50 ${ms(values, 50)} ms, p99 ${ms(values, 99)} ms, max ${ms(values, 100)} ms`,
    );
  }
  const routes = [...tally.byCall].sort(([a], [b]) => a.localeCompare(b));
  for (const [name, latencies] of routes) {
    console.log(
      `[load]   ${name.padEnd(44)} ${String(latencies.length).padStart(6)} × p50 ${ms(latencies, 50)} ms, p99 ${ms(latencies, 99)} ms, max ${ms(latencies, 100)} ms`,
    );
  }
}

/**
 * The budgets of a working day: reads p99 ≤ 100 ms and writes p99 ≤ 150 ms on PostgreSQL; on the embedded
 * database every first answer (the first page after signing in, during the rush) within a second.
 */
function printBudgets(tally: LoadTally): void {
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const reads = percentile(tally.readsMs, 99);
  const writes = percentile(tally.writesMs, 99);
  const first = percentile(tally.firstAnswersMs, 100);
  if (process.env.DATABASE_URL) {
    console.log(`[load] budget  reads p99 ≤ 100 ms: ${reads.toFixed(0)} ms, ${verdict(reads <= 100)}`);
    console.log(`[load] budget  writes p99 ≤ 150 ms: ${writes.toFixed(0)} ms, ${verdict(writes <= 150)}`);
  } else {
    console.log(
      `[load] budget  every first answer ≤ 1000 ms: slowest ${first.toFixed(0)} ms, ${verdict(first <= 1000)}`,
    );
  }
  console.log(`[load] budget  no errors: ${tally.errors}, ${verdict(tally.errors === 0)}`);
}
