import { openDatabase, type Database } from '../client.js';
import { applyMigration, migrate } from '../migrate.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../testing/empty-database.js';
import { migrations } from './index.js';

/**
 * Migration 0092 on a database that already holds posts (one that ran 0091 and was used), on this leg's
 * engine: it fills each company's count from the stored posts, and its trigger keeps the count through
 * inserts and deletes, whoever writes them.
 */
let store: EmptyDatabase;
let db: Database;
beforeAll(async () => {
  store = await createEmptyDatabase();
  db = await openDatabase(store.options);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await store?.cleanup();
});

const counts = async () =>
  db.query<{ company_id: string; posts: number }>('SELECT company_id, posts FROM feed_post_counts ORDER BY company_id');
const actual = async () =>
  db.query<{ company_id: string; posts: number }>(
    'SELECT company_id, count(*)::int AS posts FROM feed_posts GROUP BY company_id ORDER BY company_id',
  );

it('fills the counts from the posts already stored, and keeps them through inserts and deletes', async () => {
  const before = migrations.findIndex((migration) => migration.name === '0092-feed-post-counts');
  expect(before).toBeGreaterThan(0);
  await db.query('CREATE TABLE _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  for (const migration of migrations.slice(0, before)) await applyMigration(db, migration);
  // posts written as the schema of that time takes them: today's seed needs columns added since
  await db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme'), ('Globex', 'globex')");
  await db.query(
    "INSERT INTO feed_posts (company_id, kind, body, event) SELECT id, 'project_delivered', 'Delivered ' || n, '{}'::jsonb FROM companies, generate_series(1, CASE slug WHEN 'acme' THEN 7 ELSE 4 END) AS n",
  );
  const stored = await actual();
  expect(stored.length).toBeGreaterThan(1);

  expect(await migrate(db)).toContain('0092-feed-post-counts');
  expect(await counts()).toEqual(stored);

  const [company] = stored;
  await db.query(
    "INSERT INTO feed_posts (company_id, kind, body, event) SELECT $1, 'project_delivered', body, '{}'::jsonb FROM (VALUES ('one more'), ('and another')) bodies(body)",
    [company!.company_id],
  );
  await db.query(
    "DELETE FROM feed_posts WHERE id IN (SELECT id FROM feed_posts WHERE company_id = $1 AND body <> 'one more' LIMIT 3)",
    [company!.company_id],
  );
  expect(await counts()).toEqual(await actual());
  expect((await counts())[0]!.posts).toBe(company!.posts - 1);
});
