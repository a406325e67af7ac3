import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { waitForUrl } from '../cli/processes.ts';
import { startApi } from '../cli/services.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';
import { freePort, mapLimited, stopApi } from './bench-processes.ts';
import { memoryVerdict, percentile, residentMb } from './load-stats.ts';
import { openStream, type HeldStream } from './sse-client.ts';
import { send } from './bench-http.ts';

/**
 * `streams`: live streams held on one API process; `seconds`: how long writes go on meanwhile; `instances`:
 * 2 writes through one API process and holds the streams on another (DATABASE_URL), so each event crosses
 * from one instance to the other through the database.
 */
export type StreamBenchOptions = { streams: number; seconds: number; instances: number };

const PASSWORD = 'Timely#2026';
const ADMINS = ['admin@acme.test', 'admin@globex.test'];
const WRITE_EVERY_MS = 250;
const SAMPLE_EVERY_MS = 5_000;
/** How long after the last write every event must have arrived. */
const SETTLE_MS = 3_000;
/** Issue #54's budget for an event written on one instance to reach a stream on another. */
const CROSS_INSTANCE_P99_MS = 1_000;

type Person = { email: string; company: number; token: string };
type Written = { kind: 'post' | 'task'; id: string; company: number; respondedAt: number };

/**
 * The streams row of `bench:load`: the built API (two processes with `--instances 2`), every seeded person
 * of both companies signed in, `streams` live streams opened round the people with plain HTTP requests, then
 * four writes a second for `seconds` through the first process (feed posts in both companies, tasks in
 * three projects of Acme, which only their teams and level3 may see). Prints the streams held, the events
 * expected (each write to each stream whose person may read it, asked of the API) against those delivered,
 * repeats and any delivered to someone who may not read it, the latency from a write's answer to its
 * event's arrival, and the streams' process's RSS at the start, with the streams open, every 5 s and at the
 * end. Rejects on a refused stream, a lost, repeated or misdelivered event, growing memory, or (two
 * instances) a p99 over one second.
 */
export async function runStreamBench(options: StreamBenchOptions): Promise<void> {
  if (options.instances > 2) throw new Error('--streams runs on one or two API processes (--instances 1 or 2)');
  if (options.instances === 2 && !process.env.DATABASE_URL)
    throw new Error('--streams with --instances 2 needs PostgreSQL: set DATABASE_URL (PGlite runs one process)');
  const dataDirs: string[] = [];
  const apis: ChildProcess[] = [];
  const database = process.env.DATABASE_URL ? await createThrowawayDatabase(process.env.DATABASE_URL) : null;
  // two processes take each other's tokens: the secrets an operator gives every instance, not each data folder's own
  const secrets = Object.fromEntries(
    ['JWT_SECRET', 'DEMO_JWT_SECRET', 'LEAVE_CONSENSUS_SECRET'].map((name) => [name, randomBytes(32).toString('hex')]),
  );
  const start = async (): Promise<{ url: string; pid: number }> => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-streams-'));
    dataDirs.push(dataDir);
    const api = startApi({
      dataDir,
      env: {
        ...secrets,
        ...(database ? { DATABASE_URL: database.url } : {}),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // the bench's streams come through this one address: X-Forwarded-For spreads them as tabs would be
        TRUST_PROXY: '1',
        // the 36 seeded people hold all the streams between them
        LIVE_STREAMS_PER_USER: String(Math.min(1000, options.streams)),
      },
    });
    apis.push(api);
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/health`, 120_000);
    return { url, pid: api.pid! };
  };
  try {
    // one after the other: the first migrates and seeds an empty database
    const writer = await start();
    const holder = options.instances === 2 ? await start() : writer;
    console.log(
      `[streams] API on ${writer.url}${holder === writer ? '' : ` (writes) and ${holder.url} (streams)`}, ${database ? `PostgreSQL, database ${database.name}` : 'PGlite'}`,
    );

    const people = await signInEveryone(writer.url);
    const rssAtStart = await residentMb(holder.pid);
    const opening = Date.now();
    const streams = await mapLimited(
      Array.from({ length: options.streams }, (_, n) => n),
      25,
      async (n) => {
        const person = people[n % people.length]!;
        const ticket = await call(holder.url, 'POST', '/v2/events/ticket', person.token);
        const address = `10.${1 + Math.floor(n / 50 / 250)}.${Math.floor(n / 50) % 250}.${1 + (n % 50)}`;
        return {
          person,
          stream: await openStream(holder.url, (JSON.parse(ticket) as { ticket: string }).ticket, address),
        };
      },
    );
    console.log(
      `[streams] ${streams.length} streams open for ${people.length} people in ${((Date.now() - opening) / 1000).toFixed(1)} s`,
    );
    await sleep(SAMPLE_EVERY_MS);
    const rssWithStreams = await residentMb(holder.pid);

    const series: number[] = [];
    const sampler = setInterval(() => {
      void residentMb(holder.pid).then((mb) => {
        if (mb !== null) series.push(mb);
      });
    }, SAMPLE_EVERY_MS);
    const written = await writeFor(writer.url, people, options.seconds);
    await sleep(SETTLE_MS);
    clearInterval(sampler);
    const held = streams.filter(({ stream }) => stream.endedBecause === null).length;

    const visible = await whoSees(writer.url, people, written);
    const tally = tallyDeliveries(streams, written, visible);
    for (const { stream } of streams) stream.close();
    await sleep(SAMPLE_EVERY_MS);
    const rssAtEnd = await residentMb(holder.pid);
    const verdict = memoryVerdict(series);

    const route = holder === writer ? 'one instance' : 'instance A → instance B';
    console.log('');
    console.log(
      `[streams] streams held   ${held} of ${streams.length} to the end (${people.length} people, both companies)`,
    );
    console.log(
      `[streams] writes         ${written.length} in ${options.seconds} s (${written.filter((entry) => entry.kind === 'post').length} feed posts, ${written.filter((entry) => entry.kind === 'task').length} tasks)`,
    );
    console.log(
      `[streams] events         ${tally.expected} expected, ${tally.delivered} delivered, ${tally.repeated} repeated, ${tally.misdelivered} to someone who may not read it, ${tally.disordered} out of order`,
    );
    console.log(
      `[streams] latency        ${route}, write's answer → arrival: p50 ${percentile(tally.latencies, 50).toFixed(0)} ms, p99 ${percentile(tally.latencies, 99).toFixed(0)} ms, max ${percentile(tally.latencies, 100).toFixed(0)} ms`,
    );
    console.log(
      `[streams] RSS (MB)       start ${mb(rssAtStart)}, with ${streams.length} streams ${mb(rssWithStreams)}, during writes ${series.map((value) => value.toFixed(0)).join(' ')}, end (streams closed) ${mb(rssAtEnd)}`,
    );
    console.log(
      `[streams] memory         ${verdict.flat === null ? 'not judged' : verdict.flat ? 'flat' : 'GROWING'}: ${verdict.reason}`,
    );

    if (held < streams.length) throw new Error(`${streams.length - held} streams ended before the run did`);
    if (tally.delivered < tally.expected) throw new Error(`${tally.expected - tally.delivered} events were lost`);
    if (tally.repeated || tally.misdelivered || tally.disordered)
      throw new Error('events were repeated, out of order or delivered to someone who may not read them');
    if (verdict.flat === false) throw new Error(`the streams' process's memory grew: ${verdict.reason}`);
    if (holder !== writer && percentile(tally.latencies, 99) > CROSS_INSTANCE_P99_MS)
      throw new Error(`p99 from instance A to B is over ${CROSS_INSTANCE_P99_MS} ms`);
  } finally {
    for (const api of apis) await stopApi(api);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

function mb(value: number | null): string {
  return value === null ? '?' : value.toFixed(0);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A request that must succeed; its body. Each caller its own forwarded address, as people at their desks. */
async function call(
  baseUrl: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
  from = '10.250.0.1',
) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  const response = await send(
    baseUrl + pathname,
    method,
    {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': from,
      ...(text ? { 'content-type': 'application/json' } : {}),
    },
    text,
  );
  if (response.status >= 300)
    throw new Error(`${method} ${pathname} → ${response.status} ${response.text.slice(0, 200)}`);
  return response.text;
}

/** Every active person of the two seeded companies, signed in (their emails read from the directory). */
async function signInEveryone(baseUrl: string): Promise<Person[]> {
  const people: Person[] = [];
  for (const [company, admin] of ADMINS.entries()) {
    const adminToken = await signInAs(baseUrl, admin, `10.251.${company}.1`);
    const page = JSON.parse(await call(baseUrl, 'GET', '/v2/peers?page=1&perPage=40', adminToken)) as {
      items: Array<{ email: string }>;
    };
    const signedIn = await mapLimited(page.items, 5, async (peer, n) => ({
      email: peer.email,
      company,
      token: await signInAs(baseUrl, peer.email, `10.252.${company}.${n + 1}`),
    }));
    people.push(...signedIn);
  }
  return people;
}

async function signInAs(baseUrl: string, email: string, from: string): Promise<string> {
  const response = await send(
    `${baseUrl}/v2/auth/login`,
    'POST',
    { 'content-type': 'application/json', 'x-forwarded-for': from },
    JSON.stringify({ email, password: PASSWORD }),
  );
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${response.text}`);
  return (JSON.parse(response.text) as { token: string }).token;
}

/** Four writes a second through `baseUrl` for `seconds`: feed posts of both companies, tasks in Acme's projects. */
async function writeFor(baseUrl: string, people: Person[], seconds: number): Promise<Written[]> {
  const acme = people.find((person) => person.email === ADMINS[0])!;
  const globex = people.find((person) => person.email === ADMINS[1])!;
  const projects = (
    JSON.parse(await call(baseUrl, 'GET', '/v2/projects?page=1&perPage=10', acme.token)) as {
      items: Array<{ _id: string }>;
    }
  ).items
    .slice(0, 3)
    .map((project) => project._id);
  const written: Written[] = [];
  const until = Date.now() + seconds * 1000;
  for (let n = 0; Date.now() < until; n += 1) {
    const next = Date.now() + WRITE_EVERY_MS;
    const turn = n % 4;
    if (turn === 0 || turn === 2) {
      const by = turn === 0 ? acme : globex;
      const posted = await call(baseUrl, 'POST', '/v2/feeds', by.token, { body: `Streams bench: post ${n}` });
      written.push({
        kind: 'post',
        id: (JSON.parse(posted) as { _id: string })._id,
        company: by.company,
        respondedAt: performance.now(),
      });
    } else {
      const project = projects[n % projects.length]!;
      const posted = await call(baseUrl, 'POST', `/v2/projects/${project}/backlog`, acme.token, {
        title: `Streams bench: task ${n}`,
        estimateHours: 1,
      });
      written.push({
        kind: 'task',
        id: (JSON.parse(posted) as { _id: string })._id,
        company: 0,
        respondedAt: performance.now(),
      });
    }
    await sleep(Math.max(0, next - Date.now()));
  }
  return written;
}

/** Who may read each write, as the API answers each person: a post their company's, a task its page's. */
async function whoSees(baseUrl: string, people: Person[], written: Written[]): Promise<Map<string, Set<string>>> {
  const visible = new Map<string, Set<string>>();
  for (const write of written) {
    if (write.kind === 'post')
      visible.set(
        write.id,
        new Set(people.filter((person) => person.company === write.company).map((person) => person.email)),
      );
  }
  const tasks = written.filter((write) => write.kind === 'task');
  const pairs = tasks.flatMap((task) => people.map((person) => ({ task, person })));
  await mapLimited(pairs, 10, async ({ task, person }) => {
    const response = await send(`${baseUrl}/v2/tasks/${task.id}`, 'GET', {
      authorization: `Bearer ${person.token}`,
      'x-forwarded-for': '10.253.0.1',
    });
    if (response.status === 200) visible.set(task.id, (visible.get(task.id) ?? new Set()).add(person.email));
    else if (response.status !== 403 && response.status !== 404)
      throw new Error(`GET /v2/tasks/${task.id} → ${response.status} ${response.text.slice(0, 200)}`);
  });
  return visible;
}

/** Each write's event against each stream: expected where its person may read it, delivered once, in order. */
function tallyDeliveries(
  streams: Array<{ person: Person; stream: HeldStream }>,
  written: Written[],
  visible: Map<string, Set<string>>,
) {
  const byTarget = new Map(written.map((write) => [write.id, write]));
  const tally = { expected: 0, delivered: 0, repeated: 0, misdelivered: 0, disordered: 0, latencies: [] as number[] };
  for (const { person, stream } of streams) {
    for (const write of written) if (visible.get(write.id)?.has(person.email)) tally.expected += 1;
    const ids = new Set<number>();
    let last = 0;
    for (const arrival of stream.arrivals) {
      if (ids.has(arrival.id)) {
        tally.repeated += 1;
        continue;
      }
      ids.add(arrival.id);
      if (arrival.id <= last) tally.disordered += 1;
      last = Math.max(last, arrival.id);
      const target =
        arrival.kind === 'feed.posted' ? arrival.postId : arrival.kind === 'task.created' ? arrival.taskId : null;
      const write = target ? byTarget.get(target) : undefined;
      if (!write) continue;
      if (!visible.get(write.id)?.has(person.email)) {
        tally.misdelivered += 1;
        continue;
      }
      tally.delivered += 1;
      tally.latencies.push(arrival.at - write.respondedAt);
    }
  }
  return tally;
}
