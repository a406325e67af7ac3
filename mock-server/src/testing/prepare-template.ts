import { emptyCluster } from './empty-cluster.js';
import { openSeededPglite, removeStaleCopies } from './seeded-pglite.js';

/**
 * Builds the seeded PGlite template and the empty cluster once, before jest starts its workers (`npm test` runs
 * this first). Otherwise the first test file of each worker builds it at the same time, and on a busy two-core machine
 * that took longer than a test hook may wait.
 */
removeStaleCopies();
const started = performance.now();
const db = await openSeededPglite();
await db.close();
// and the empty cluster the tests of first starts copy (testing/empty-cluster.ts)
await emptyCluster();
console.log(`[timely] test database templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
