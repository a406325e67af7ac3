import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPglite, openPgliteClient, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { baseline } from '../db/migrations/baseline/index.js';
import { migrations } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';

// mock-server/src/testing → mock-server
const PACKAGE_DIR = path.resolve(
  process.cwd().endsWith('mock-server') ? process.cwd() : path.join(process.cwd(), 'mock-server'),
);
const CACHE_DIR = path.join(PACKAGE_DIR, 'node_modules/.cache/pglite-templates');
/** bcrypt's lowest cost for the seeded accounts of the test templates: sign-ins in tests stay cheap. */
export const TEST_PASSWORD_COST = 4;

/**
 * An in-memory PGlite holding the migrated seed. Creating one from nothing (initdb, migrations, seed)
 * costs seconds; the first test file pays it once and leaves a tarball that later files load instead.
 * The tarball's name hashes the baseline, the migrations, the seed sources and the day, so any change rebuilds it.
 * It is taken after a checkpoint and left uncompressed: a file then opens in about half the time (no
 * WAL to replay, nothing to gunzip), and every API test file opens one.
 */
export async function openSeededPglite(): Promise<Database> {
  const template = path.join(CACHE_DIR, `${templateKey()}.tar`);
  if (existsSync(template)) {
    const blob = new Blob([readFileSync(template)]);
    return openPgliteClient(createPglite({ loadDataDir: blob }));
  }
  const client = createPglite();
  const db = await openPgliteClient(client);
  await migrate(db);
  // eslint-disable-next-line no-restricted-syntax -- the seed is dated today, as the demo's is; the tests read today from the server's clock, which starts at the same real time
  await seedDatabase(db, { today: new Date(), passwordCost: TEST_PASSWORD_COST });
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  mkdirSync(CACHE_DIR, { recursive: true });
  // write then rename, so a parallel jest worker never reads half a file
  const partial = `${template}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, template);
  // a template is ~45 MB: those of older migrations, seeds or days are no longer wanted
  for (const file of readdirSync(CACHE_DIR))
    if (file !== path.basename(template) && !file.endsWith('.partial'))
      rmSync(path.join(CACHE_DIR, file), { force: true });
  return db;
}

export function templateKey(): string {
  const hash = createHash('sha1');
  hash.update(baseline.prerequisites).update(baseline.generated).update(baseline.handWritten);
  for (const migration of migrations)
    hash
      .update(migration.name)
      .update(migration.up)
      .update(migration.handWritten ?? '');
  const seedDir = path.join(PACKAGE_DIR, 'src/db/seed');
  for (const file of readdirSync(seedDir).sort()) hash.update(file).update(readFileSync(path.join(seedDir, file)));
  // eslint-disable-next-line no-restricted-syntax -- a template seeded on another day is another template
  hash.update(String(TEST_PASSWORD_COST)).update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}
