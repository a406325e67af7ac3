import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPglite, openPgliteClient, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { baseline } from '../db/migrations/baseline/index.js';
import { migrations } from '../db/migrations/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { installFolder } from './install-folder.js';

// mock-server/src/testing → mock-server
const PACKAGE_DIR = path.resolve(
  process.cwd().endsWith('mock-server') ? process.cwd() : path.join(process.cwd(), 'mock-server'),
);
export const CACHE_DIR = path.join(PACKAGE_DIR, 'node_modules/.cache/pglite-templates');
/** Where each test file's copy lives: memory (tmpfs) where the machine has it, as the in-memory PGlite was. */
const COPIES_DIR = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
const COPY_PREFIX = 'timely-test-db-';
/** bcrypt's lowest cost for the seeded accounts of the test templates: sign-ins in tests stay cheap. */
export const TEST_PASSWORD_COST = 4;
/**
 * A buffer cache that holds the whole seeded database: PostgreSQL sets up its cache as it starts, and PGlite's
 * default of 128 MB made every open take two or three times as long (docs/testing.md).
 */
export const TEST_SHARED_BUFFERS = '32MB';
const START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${TEST_SHARED_BUFFERS}`];

/**
 * A PGlite holding the migrated seed, in a copy of the template's data folder that is removed on close.
 * Creating one from nothing (initdb, migrations, seed) costs seconds; the first test file pays it once and
 * leaves the folder that later files copy. Its name hashes the baseline, the migrations, the seed sources and
 * the day, so any change rebuilds it. A copied folder opens in about two thirds of the time a tarball loaded
 * into PGlite's memory did (PostgreSQL reads the pages it needs; nothing is unpacked in JavaScript), and every API
 * test file opens one.
 */
export async function openSeededPglite(): Promise<Database> {
  const template = await seededTemplate();
  const copy = newCopyFolder();
  cpSync(template, copy, { recursive: true });
  const db = await openPgliteClient(createPglite({ dataDir: copy, startParams: START_PARAMS }));
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A data folder (`TIMELY_DATA_DIR`) whose PGlite holds the migrated seed, for a test that starts the real server
 * or command line on it: they find the database seeded and do not seed it again. The caller removes it.
 */
export async function seededDataFolder(): Promise<string> {
  const template = await seededTemplate();
  const folder = newCopyFolder();
  cpSync(template, path.join(folder, 'pglite'), { recursive: true });
  return folder;
}

/** The template's folder, built first when this day, migration or seed has none. */
async function seededTemplate(): Promise<string> {
  const template = path.join(CACHE_DIR, templateKey());
  if (!existsSync(template)) await buildTemplate(template);
  return template;
}

async function buildTemplate(template: string): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  // built where the copies live, then installed whole (installFolder)
  const building = newCopyFolder();
  const client = createPglite({ dataDir: building, startParams: START_PARAMS });
  const db = await openPgliteClient(client);
  await migrate(db);
  // eslint-disable-next-line no-restricted-syntax -- the seed is dated today, as the demo's is; the tests read today from the server's clock, which starts at the same real time
  await seedDatabase(db, { today: new Date(), passwordCost: TEST_PASSWORD_COST });
  // no WAL left to replay when a copy opens
  await client.exec('CHECKPOINT');
  await db.close();
  installFolder(building, template);
  // a template is ~60 MB: those of older migrations, seeds or days are no longer wanted
  for (const entry of readdirSync(CACHE_DIR))
    if (entry !== path.basename(template) && !entry.endsWith('.partial'))
      rmSync(path.join(CACHE_DIR, entry), { recursive: true, force: true });
}

/** A new folder for a copy of a template, where the copies live (memory where the machine has it). */
export function newCopyFolder(): string {
  return mkdtempSync(path.join(COPIES_DIR, COPY_PREFIX));
}

/** Removes the copies that test files killed before their close left behind (a day old: no run still uses them). */
export function removeStaleCopies(): void {
  // eslint-disable-next-line no-restricted-properties -- the age of a folder on this machine, not the clock under test
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const entry of readdirSync(COPIES_DIR)) {
    if (!entry.startsWith(COPY_PREFIX)) continue;
    const folder = path.join(COPIES_DIR, entry);
    try {
      if (statSync(folder).mtimeMs < dayAgo) rmSync(folder, { recursive: true, force: true });
    } catch {
      // removed by its own run meanwhile
    }
  }
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
