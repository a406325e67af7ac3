import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';

/**
 * Migration 0092 on a database that already holds posts (one that ran 0091 and was used), on this leg's
 * engine: it fills each company's count from the stored posts, and its trigger keeps the count through
 * inserts and deletes, whoever writes them.
 */
const empty = emptyDatabaseForThisFile();

const counts = async () =>
  empty.db.query<{ company_id: string; posts: number }>(
    'SELECT company_id, posts FROM feed_post_counts ORDER BY company_id',
  );
const actual = async () =>
  empty.db.query<{ company_id: string; posts: number }>(
    'SELECT company_id, count(*)::int AS posts FROM feed_posts GROUP BY company_id ORDER BY company_id',
  );

it('fills the counts from the posts already stored, and keeps them through inserts and deletes', async () => {
  await migrateToJustBefore(empty.db, '0092-feed-post-counts');
  // posts written as the schema of that time takes them: today's seed needs columns added since
  await empty.db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme'), ('Globex', 'globex')");
  await empty.db.query(
    "INSERT INTO feed_posts (company_id, kind, body, event) SELECT id, 'project_delivered', 'Delivered ' || n, '{}'::jsonb FROM companies, generate_series(1, CASE slug WHEN 'acme' THEN 7 ELSE 4 END) AS n",
  );
  const stored = await actual();
  expect(stored.length).toBeGreaterThan(1);

  expect(await migrate(empty.db)).toContain('0092-feed-post-counts');
  expect(await counts()).toEqual(stored);

  const [company] = stored;
  await empty.db.query(
    "INSERT INTO feed_posts (company_id, kind, body, event) SELECT $1, 'project_delivered', body, '{}'::jsonb FROM (VALUES ('one more'), ('and another')) bodies(body)",
    [company!.company_id],
  );
  await empty.db.query(
    "DELETE FROM feed_posts WHERE id IN (SELECT id FROM feed_posts WHERE company_id = $1 AND body <> 'one more' LIMIT 3)",
    [company!.company_id],
  );
  expect(await counts()).toEqual(await actual());
  expect((await counts())[0]!.posts).toBe(company!.posts - 1);
});
