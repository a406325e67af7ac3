import type { Measured, Target } from './drive.js';

// Issue #13's budgets: every route at least half the bare server's throughput; paged lists p99 ≤ 15 ms.
const MIN_RATIO = 0.5;
const MAX_PAGED_P99_MS = 15;
// The restatement docs/performance.md gives: what one person waits for a paged list, and no failure under load.
const SUGGESTED_ALONE_P99_MS = 50;

type Row = { target: Target; load: Measured; alone: Measured };
type Baseline = { load: Measured; alone: Measured };
type Report = { machine: string; scale: string; seconds: number; connections: number; bare: Baseline; oneQuery: Baseline; rows: Row[]; elapsedSeconds: number };

/** The table of the run and a pass/fail line per budget. */
export function printReport({ machine, scale, seconds, connections, bare, oneQuery, rows, elapsedSeconds }: Report): void {
  const line = (name: string, { load, alone }: { load: Measured; alone: Measured }, ratio: string, verdict: string) => ({
    route: name,
    'req/s': Math.round(load.reqPerSec),
    'p50 ms': load.p50,
    'p99 ms': load.p99,
    'ratio to bare': ratio,
    'alone p50 ms': alone.p50,
    'alone p99 ms': alone.p99,
    failed: load.failed,
    budget: verdict,
  });
  const oneQueryRatio = oneQuery.load.reqPerSec / bare.load.reqPerSec;
  const table = [line('bare Fastify hello-world', bare, '1.00', ''), line('hello-world + one query (ceiling)', oneQuery, oneQueryRatio.toFixed(2), '')];
  let misses = 0;
  let suggestedMisses = 0;
  for (const row of rows) {
    if (row.load.failed > 0 || (row.target.paged && row.alone.p99 > SUGGESTED_ALONE_P99_MS)) suggestedMisses += 1;
    const ratio = row.load.reqPerSec / bare.load.reqPerSec;
    const problems = [
      ratio < MIN_RATIO ? `ratio < ${MIN_RATIO}` : '',
      row.target.paged && row.load.p99 > MAX_PAGED_P99_MS ? `p99 > ${MAX_PAGED_P99_MS} ms` : '',
      row.load.failed > 0 ? 'non-2xx answers' : '',
    ].filter(Boolean);
    if (problems.length) misses += 1;
    table.push(line(row.target.name, row, ratio.toFixed(2), problems.length ? `FAIL (${problems.join(', ')})` : 'pass'));
  }
  console.log(`\nAPI benchmark (${new Date().toISOString().slice(0, 10)}): ${machine}`);
  console.log(`data: ${scale}; autocannon ${connections} connections × ${seconds} s per route ('alone' = 1 connection); signed in as admin@acme.test (level3)`);
  console.table(table);
  console.log(`budgets: ratio to bare ≥ ${MIN_RATIO} for every route, p99 ≤ ${MAX_PAGED_P99_MS} ms for paged lists: ${misses ? `${misses} of ${rows.length} routes miss` : 'all met'} (driven for ${elapsedSeconds.toFixed(0)} s)`);
  // Why the ratio is out of reach: a route that only asks the database for one row, through the same pool,
  // is the most any database-backed route can answer.
  console.log(`the ceiling of a route that asks the database once (one row, named statement, pool of 10): ratio ${oneQueryRatio.toFixed(2)}`);
  console.log(`suggested instead (docs/performance.md): paged lists alone p99 ≤ ${SUGGESTED_ALONE_P99_MS} ms, no failed request at ${connections} connections: ${suggestedMisses ? `${suggestedMisses} of ${rows.length} routes miss` : 'all met'}`);
}
