import { openSeededPglite, removeStaleCopies } from './seeded-pglite.js';

/**
 * Builds the seeded PGlite template once, before jest starts its workers (`npm test` runs this first).
 * Otherwise the first test file of each worker builds it at the same time, and on a busy two-core machine
 * that took longer than a test hook may wait.
 */
removeStaleCopies();
const started = performance.now();
const db = await openSeededPglite();
await db.close();
console.log(`[timely] seeded database template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
