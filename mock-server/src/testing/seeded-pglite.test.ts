import type { Database } from '../db/client.js';
import { openSeededPglite, TEST_SHARED_BUFFERS } from './seeded-pglite.js';

let db: Database;

beforeAll(async () => {
  db = await openSeededPglite();
});

afterAll(async () => {
  await db.close();
});

// The test copies start with a small buffer cache (seeded-pglite.ts); it must still hold the seeded database, or
// API tests would read again the pages it had to evict.
it('opens a copy whose buffer cache holds the whole seeded database', async () => {
  const [sizes] = await db.query<{ buffers: string; bufferBytes: string; databaseBytes: string }>(
    `select current_setting('shared_buffers') as buffers,
       pg_size_bytes(current_setting('shared_buffers'))::text as "bufferBytes",
       pg_database_size(current_database())::text as "databaseBytes"`,
  );
  expect(sizes!.buffers).toBe(TEST_SHARED_BUFFERS);
  expect(Number(sizes!.databaseBytes)).toBeGreaterThan(1_000_000);
  expect(Number(sizes!.databaseBytes)).toBeLessThan(Number(sizes!.bufferBytes));
});
