/**
 * `npm run bench:api -- --screens [--quick] [--database <name>]` (issue #51): what the portal's screens ask
 * beside their lists, computed anew. The company grown as for the list bench, the real API with its answer cache
 * off (ANSWER_CACHE_MB=0), and each question of the top bar, the Overview's widgets, My work and People
 * Availability asked one after another (a warm-up, then `ROUNDS` times) by a member and by an admin, each round
 * with the other questions between, so no answer is the one just asked. Prints the median and the slowest time of
 * an answer, its size and status, per question and level.
 */
import { randomBytes } from 'node:crypto';
import { apiPaths } from '@timely/contract';
import { createBenchDatabase, existingBenchDatabase } from './bench-database.js';
import { startServer } from './drive.js';
import { signInCallers, type Caller } from './mixes.js';
import { FULL_SCALE, QUICK_SCALE } from '../src/testing/large-company.js';

const ROUNDS = 40;
const WARM_UP = 5;

/** Every screen's questions that are not a list's page: what a first visit of each asks. */
const QUESTIONS: string[] = [
  apiPaths.me,
  apiPaths.mePreferences,
  `${apiPaths.notifications.list}?page=1&perPage=10`,
  apiPaths.appsAvailability,
  apiPaths.overview.headCount,
  apiPaths.overview.week,
  apiPaths.overview.nextWeek,
  // the two project cards ask for a page of ten
  `${apiPaths.overview.ongoingProjects}?page=1&perPage=10`,
  `${apiPaths.overview.activity}?page=1&perPage=10`,
  apiPaths.overview.leaderboard,
  `${apiPaths.meWork}?kind=assigned`,
  apiPaths.meWorkDays,
  apiPaths.availability.list,
  apiPaths.availability.readyToOnboard,
  `${apiPaths.mainSearch}?search=an`,
];

type Timing = { status: number; bytes: number; ms: number[] };

async function main(): Promise<void> {
  const quick = process.argv.includes('--quick');
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const existing = optionValue('--database');
  const database = existing
    ? await existingBenchDatabase(serverUrl, existing)
    : await createBenchDatabase(serverUrl, quick ? QUICK_SCALE : FULL_SCALE);
  const secrets = {
    JWT_SECRET: randomBytes(36).toString('base64'),
    DEMO_JWT_SECRET: randomBytes(36).toString('base64'),
    LEAVE_CONSENSUS_SECRET: randomBytes(36).toString('base64'),
  };
  const api = await startServer('api', {
    ...process.env,
    ...secrets,
    DATABASE_URL: database.url,
    ANSWER_CACHE_MB: '0',
  });
  try {
    const callers = await signInCallers(api.baseUrl, database.url);
    console.log(
      `answers computed anew (ANSWER_CACHE_MB=0), ${ROUNDS} rounds after ${WARM_UP} of warm-up, one at a time`,
    );
    console.log('| question | level | status | bytes | median ms | slowest ms |\n|---|---|---|---|---|---|');
    for (const level of ['level1', 'level3']) {
      const caller = callers.find((candidate) => candidate.level === level);
      if (!caller) throw new Error(`no ${level} caller could sign in`);
      const timings = await timeRounds(api.baseUrl, caller);
      for (const [question, timing] of timings) {
        const sorted = [...timing.ms].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)]!;
        console.log(
          `| \`${question}\` | ${level} | ${timing.status} | ${timing.bytes.toLocaleString('en')} | ${median.toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`,
        );
      }
    }
  } finally {
    api.stop();
    await database.drop();
  }
}

/** Each round asks every question once, in order, so the same question comes back only after all the others. */
async function timeRounds(baseUrl: string, caller: Caller): Promise<Map<string, Timing>> {
  const timings = new Map<string, Timing>(QUESTIONS.map((question) => [question, { status: 0, bytes: 0, ms: [] }]));
  for (let round = 0; round < WARM_UP + ROUNDS; round += 1) {
    for (const question of QUESTIONS) {
      const started = performance.now();
      const response = await fetch(baseUrl + question, { headers: { authorization: `Bearer ${caller.token}` } });
      const body = await response.arrayBuffer();
      const ms = performance.now() - started;
      const timing = timings.get(question)!;
      timing.status = response.status;
      timing.bytes = body.byteLength;
      if (round >= WARM_UP) timing.ms.push(ms);
    }
  }
  return timings;
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index < 0 ? undefined : process.argv[index + 1];
}

await main();
