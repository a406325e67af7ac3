/**
 * `npm run bench:api [-- --quick] [--compare <checkout>] [--database <name>]` (issues #13, #51): a large company
 * in a throw-away PostgreSQL database, the real API on it, and autocannon at 50 connections on each list the
 * portal opens, each driven with a varied mix (mixes.ts: callers of every level of both companies, pages,
 * sorts, filters and searches, no question asked twice until the mix runs out), next to a bare Fastify
 * hello-world and the one-query ceiling on the same machine; then the same mixes on two API processes
 * (API_INSTANCES=2) and on one with its response cache off (ANSWER_CACHE_MB=0); and, for reference and not
 * judged, each list asked the same question again and again by one caller. Prints req/s, p50 and p99, the
 * ratios and the budgets.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/core.seed.js';
import { createBenchDatabase, existingBenchDatabase } from './bench-database.js';
import { drive, driveMix, startServer, type Measured, type Target } from './drive.js';
import { mixesFor, refusedQuestions, signInCallers, type Mix } from './mixes.js';
import { printReport } from './report.js';
import { FULL_SCALE, QUICK_SCALE, type Scale } from '../src/testing/large-company.js';

const CONNECTIONS = 50;
const UNCACHED = 'ANSWER_CACHE_MB=0';

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const scale = quick ? QUICK_SCALE : FULL_SCALE;
  const seconds = quick ? 3 : 10;
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

  const loadAtStart = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
  let started = Date.now();
  const existing = optionValue('--database');
  const database = existing
    ? await existingBenchDatabase(serverUrl, existing)
    : await createBenchDatabase(serverUrl, scale);
  const stops: Array<() => void> = [];
  try {
    console.log(
      `${existing ? 'using the grown database' : 'seeded'} ${describe(scale)} in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.url.replace(/\/\/[^@]*@/, '//')})`,
    );
    // one set of secrets for both API servers: a token from one is good on the other
    const secrets = {
      JWT_SECRET: randomBytes(36).toString('base64'),
      DEMO_JWT_SECRET: randomBytes(36).toString('base64'),
      LEAVE_CONSENSUS_SECRET: randomBytes(36).toString('base64'),
    };
    const api = await startServer('api', { ...process.env, ...secrets, DATABASE_URL: database.url });
    stops.push(api.stop);
    const twoInstances = await startServer('instances', { ...process.env, ...secrets, DATABASE_URL: database.url }, 2);
    stops.push(twoInstances.stop);
    // `--compare <checkout>`: that checkout's API on the same database, driven in the same sitting (before and after)
    const compareWith = optionValue('--compare');
    const compared = compareWith
      ? await startServer(
          'api',
          { ...process.env, ...secrets, DATABASE_URL: database.url },
          1,
          path.resolve(compareWith),
        )
      : undefined;
    if (compared) stops.push(compared.stop);
    // the same API with its response cache off: what every answer costs when it is asked anew
    const uncached = await startServer('api', {
      ...process.env,
      ...secrets,
      DATABASE_URL: database.url,
      ANSWER_CACHE_MB: '0',
    });
    stops.push(uncached.stop);
    const bare = await startServer('bare', process.env);
    stops.push(bare.stop);
    const oneQuery = await startServer('one-query', { ...process.env, DATABASE_URL: database.url });
    stops.push(oneQuery.stop);

    // without accept-encoding, unlike a browser: autocannon reads a compressed answer several times slower
    // than a plain one (the sidebar's 249 KB of brotli: 6 ms a call on one connection against 1 ms for its 815
    // KB as they are, while the API sat 60 % idle), so the sidebar is measured uncompressed
    const headers = { authorization: `Bearer ${await signIn(api.baseUrl)}` };
    const targets = await targetsFor(database.url, scale.projects);
    const callers = await signInCallers(api.baseUrl, database.url);
    const mixes = await mixesFor(database.url, callers, scale.projects);
    console.log(
      `callers: ${callers.map((caller) => `${caller.email} (${caller.level})`).join(', ')}; questions per mix: ${mixes.map((mix) => `${mix.name} ${mix.questions.length}`).join(', ')}`,
    );
    const refused = await refusedQuestions(api.baseUrl, mixes);
    if (refused.length) throw new Error(`questions of the mixes were refused:\n${refused.slice(0, 20).join('\n')}`);
    started = Date.now();
    const measure = async (
      baseUrl: string,
      target: Pick<Target, 'method' | 'path' | 'body'>,
    ): Promise<{ load: Measured; alone: Measured }> => {
      await drive(baseUrl, target, headers, CONNECTIONS, 1); // warm-up: JIT, caches, pool
      const load = await drive(baseUrl, target, headers, CONNECTIONS, seconds);
      const alone = await drive(baseUrl, target, headers, 1, quick ? 1 : 2);
      return { load, alone };
    };
    // a mix's warm-up asks from its second half, the run from its start, and alone after what the run asked
    const measureMix = async (baseUrl: string, mix: Mix) => {
      await driveMix(baseUrl, mix, CONNECTIONS, 1, Math.floor(mix.questions.length / 2));
      const load = await driveMix(baseUrl, mix, CONNECTIONS, seconds);
      const alone = await driveMix(baseUrl, mix, 1, quick ? 1 : 2, load.sent);
      const distinct = Math.min(load.sent, mix.questions.length);
      return { load, alone, questions: `${distinct} of ${load.sent}` };
    };
    const bareResult = await measure(bare.baseUrl, { method: 'GET', path: '/' });
    const oneQueryResult = await measure(oneQuery.baseUrl, { method: 'GET', path: '/' });
    const rows = [];
    // with --compare, each list is driven on both APIs one after the other: the machine's load drifts
    // during a run, and rows driven minutes apart would compare that drift
    const comparedName = compareWith ? path.basename(path.resolve(compareWith)) : '';
    const comparedRows = [];
    for (const mix of mixes) {
      rows.push({ target: mix, server: '', ...(await measureMix(api.baseUrl, mix)) });
      if (compared)
        comparedRows.push({ target: mix, server: comparedName, ...(await measureMix(compared.baseUrl, mix)) });
      process.stdout.write('.');
    }
    rows.push(...comparedRows);
    // the same mixes on API_INSTANCES=2 (issue #35): two processes on one port and database
    for (const mix of mixes) {
      rows.push({ target: mix, server: 'API_INSTANCES=2', ...(await measureMix(twoInstances.baseUrl, mix)) });
      process.stdout.write('.');
    }
    // and with the response cache off: every answer computed anew
    for (const mix of mixes) {
      rows.push({ target: mix, server: UNCACHED, ...(await measureMix(uncached.baseUrl, mix)) });
      process.stdout.write('.');
    }
    // for reference: one caller asking one question again and again, which the response cache answers
    for (const target of targets) {
      rows.push({ target, server: 'one question repeated', reference: true, ...(await measure(api.baseUrl, target)) });
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ${await serverVersion(database.url)}, loopback`;
    const load = os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    printReport({
      machine,
      load: `${loadAtStart} at the start, ${load} at the end`,
      scale: describe(scale),
      seconds,
      connections: CONNECTIONS,
      bare: bareResult,
      oneQuery: oneQueryResult,
      rows,
      elapsedSeconds: (Date.now() - started) / 1000,
    });
    if (rows.some((row) => row.load.failed > 0)) process.exitCode = 1;
  } finally {
    for (const stop of stops) stop();
    await database.drop();
  }
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The routes to drive, as the Acme admin (level3, sees every project). */
async function targetsFor(url: string, projectCount: number): Promise<Target[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const one = async (text: string) => ((await client.query<{ id: string }>(text)).rows[0] ?? { id: '' }).id;
  try {
    const sprintId = await one(
      "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.description = 'Bench project 1 for banking clients' AND s.number = 2",
    );
    const revieweeId = await one("SELECT id FROM users WHERE email = 'bench.1@acme.test'");
    const deepPage = Math.floor((projectCount / 20) * 0.8);
    return [
      // the floor of any signed-in request: the access guard (token, and the user's row re-read) and one small row
      { name: 'who am I (GET /v2/me)', paged: false, method: 'GET', path: '/v2/me' },
      { name: 'projects, page 1', paged: true, method: 'GET', path: '/v2/projects?page=1&perPage=20' },
      {
        name: `projects, page ${deepPage}`,
        paged: true,
        method: 'GET',
        path: `/v2/projects?page=${deepPage}&perPage=20`,
      },
      {
        name: 'projects, search',
        paged: true,
        method: 'GET',
        path: '/v2/projects?page=1&perPage=20&search=Cobalt%20Payments',
      },
      { name: 'peers, page 1', paged: true, method: 'GET', path: '/v2/peers?page=1&perPage=20' },
      { name: 'feeds, page 1', paged: true, method: 'GET', path: '/v2/feeds?page=1&perPage=10' },
      {
        name: 'tasks of a sprint',
        paged: true,
        method: 'GET',
        path: `/v2/sprints/${sprintId}/tasks?tab=all&page=1&perPage=20`,
      },
      { name: "reviews (a peer's report)", paged: false, method: 'GET', path: `/v2/reviews?revieweeId=${revieweeId}` },
      {
        name: 'sidebar fetchAllProjects',
        paged: false,
        method: 'POST',
        path: '/v2/project/fetchAllProjects',
        body: {},
      },
    ];
  } finally {
    await client.end();
  }
}

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return `PostgreSQL ${(await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?'}`;
  } finally {
    await client.end();
  }
}

function describe(scale: Scale): string {
  return Object.entries(scale)
    .map(([name, value]) => `${value.toLocaleString('en')} ${name}`)
    .join(', ');
}

main().catch((error: unknown) => {
  console.error('[bench:api] failed:', error);
  process.exit(1);
});
