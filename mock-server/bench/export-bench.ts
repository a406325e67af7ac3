/**
 * `npm run bench:api -- --export [--database <name>]`: the API's memory while it streams the largest task
 * export (docs/performance.md "Exports"). A throw-away PostgreSQL database (DATABASE_URL's server), seeded,
 * with one Acme project of 200,000 tasks; the real API in its own process; its resident memory (RSS, from
 * /proc) read at idle, then every 50 ms while the project's All tasks export is downloaded whole as CSV,
 * then as XLSX. Prints idle, peak and peak − idle per format (budget: 100 MB over idle) and the duration.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { exportPaths } from '@timely/contract';
import { DEMO_PASSWORD } from '../src/db/seed/core.seed.js';
import { seedId } from '../src/db/seed/seed-ids.js';
import { createBenchDatabase, existingBenchDatabase } from './bench-database.js';
import { startServer } from './drive.js';

const TASKS = 200_000;
const BUDGET_MB = 100;
const SAMPLE_MS = 50;
const PROJECT = seedId('project', 'acme', 'atlas');

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
}

/** Atlas grown to 200,000 tasks (a set-based insert), unless an earlier run grew it. */
async function growProject(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            'SELECT count(*) AS n FROM tasks WHERE project_id = $1 AND deleted_at IS NULL',
            [PROJECT],
          )
        ).rows[0]!.n,
      );
    const missing = TASKS - (await count());
    if (missing > 0)
      await client.query(
        `INSERT INTO tasks (company_id, project_id, title, description, estimate_hours, status, priority, rank, assignee_id, created_at)
         SELECT p.company_id, p.id, 'Export task ' || t || ' of ' || p.name, 'A task of the export benchmark, number ' || t,
                1 + t % 8, (ARRAY['not_started','in_progress','stuck','completed'])[1 + t % 4],
                (ARRAY['none','low','medium','high'])[1 + t % 4], 1000 + t,
                (SELECT user_id FROM project_members WHERE project_id = p.id ORDER BY user_id LIMIT 1),
                now() - t * interval '1 second'
           FROM projects p CROSS JOIN generate_series(1, $2::int) t WHERE p.id = $1`,
        [PROJECT, missing],
      );
    await client.query('ANALYZE tasks');
    return await count();
  } finally {
    await client.end();
  }
}

type Measured = { format: string; idle: number; peak: number; seconds: number; bytes: number; lines: number };

/** Downloads one export whole, reading it as it comes, with the server's RSS sampled meanwhile. */
async function measure(baseUrl: string, pid: number, token: string, format: 'csv' | 'xlsx'): Promise<Measured> {
  // idle: after a collection has had its chance (a few quiet seconds), the median of a second's samples
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const quiet: number[] = [];
  for (let index = 0; index < 20; index++) {
    quiet.push(rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
  }
  const idle = quiet.sort((a, b) => a - b)[10]!;
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${baseUrl}${exportPaths.projectTasks(PROJECT)}?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`the ${format} export answered ${response.status}`);
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMb(pid));
  return { format, idle, peak, seconds: (performance.now() - started) / 1000, bytes, lines };
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const existing = process.argv.includes('--database')
    ? process.argv[process.argv.indexOf('--database') + 1]
    : undefined;
  const started = Date.now();
  const database = existing
    ? await existingBenchDatabase(serverUrl, existing)
    : await createBenchDatabase(serverUrl, null);
  let stop = () => {};
  try {
    const tasks = await growProject(database.url);
    console.log(
      `the project holds ${tasks.toLocaleString('en')} tasks (${((Date.now() - started) / 1000).toFixed(1)} s; ${database.url.replace(/\/\/[^@]*@/, '//')})`,
    );
    const secret = () => randomBytes(36).toString('base64');
    const api = await startServer('api', {
      ...process.env,
      JWT_SECRET: secret(),
      DEMO_JWT_SECRET: secret(),
      LEAVE_CONSENSUS_SECRET: secret(),
      DATABASE_URL: database.url,
      // nothing but the export runs in the process measured
      JOB_WORKER: 'off',
      WEBHOOK_WORKER: 'off',
    });
    stop = api.stop;
    const login = await fetch(`${api.baseUrl}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    console.log(
      `load average at start: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(', ')}`,
    );
    const results = [];
    for (const format of ['csv', 'xlsx'] as const) results.push(await measure(api.baseUrl, api.pid, token, format));
    console.log('\nformat  idle MB  peak MB  peak − idle  seconds  size MB  rows');
    let over = false;
    for (const result of results) {
      const growth = result.peak - result.idle;
      over ||= growth > BUDGET_MB;
      console.log(
        [
          result.format.padEnd(6),
          result.idle.toFixed(0).padStart(7),
          result.peak.toFixed(0).padStart(8),
          `${growth.toFixed(0)} MB${growth > BUDGET_MB ? ' OVER' : ''}`.padStart(12),
          result.seconds.toFixed(1).padStart(8),
          (result.bytes / 1_048_576).toFixed(1).padStart(8),
          result.format === 'csv' ? (result.lines - 1).toLocaleString('en') : '',
        ].join('  '),
      );
    }
    console.log(`\nbudget: at most ${BUDGET_MB} MB over idle while streaming ${tasks.toLocaleString('en')} tasks`);
    if (over) process.exitCode = 1;
  } finally {
    stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error('[bench] export benchmark failed:', error);
  process.exit(1);
});
