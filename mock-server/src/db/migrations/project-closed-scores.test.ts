import { migrate } from '../migrate.js';
import { migrateToJustBefore, emptyDatabaseForThisFile } from '../../testing/empty-database-for-tests.js';

/**
 * Migration 0380 on a database that already holds closed sprints, on this leg's engine: it fills each
 * project's `closed_score` (what the projects list sorts by score) from the sprints stored, and its triggers
 * keep it equal to the mean of the last six closed sprints through every way a sprint is written.
 */
const empty = emptyDatabaseForThisFile();

type Score = { name: string; score: string | null };
const kept = () => empty.db.query<Score>('SELECT name, closed_score::text AS score FROM projects ORDER BY name');
// what the list sorted by before the migration: the sprints themselves
const actual = () =>
  empty.db.query<Score>(`
    SELECT p.name, (SELECT avg(recent.score) FROM (SELECT s.score FROM sprints s
      WHERE s.project_id = p.id AND s.closed_at IS NOT NULL AND s.deleted_at IS NULL AND s.score IS NOT NULL
      ORDER BY s.number DESC LIMIT 6) recent)::text AS score
    FROM projects p ORDER BY p.name`);

const sprintsOf = (project: string, numbers: string, closed: boolean, score: string) => `
  INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date, closed_at, score)
  SELECT p.company_id, p.id, n, 'Sprint ' || n, '2026-01-05', '2026-01-09', ${closed ? 'now()' : 'NULL'}, ${score}
  FROM projects p, ${numbers} AS n WHERE p.name = '${project}'`;

it('fills each project from its closed sprints, and keeps it through every write of a sprint', async () => {
  await migrateToJustBefore(empty.db, '0380-project-list-sorts');
  await empty.db.query("INSERT INTO companies (name, slug) VALUES ('Acme', 'acme')");
  await empty.db.query(
    "INSERT INTO projects (company_id, name, start_date) SELECT id, 'Project ' || n, '2026-01-01' FROM companies, generate_series(1, 4) AS n",
  );
  // eight closed sprints (only the last six count), two with none, one open
  await empty.db.query(sprintsOf('Project 1', 'generate_series(1, 8)', true, '50 + n * 5'));
  await empty.db.query(sprintsOf('Project 2', 'generate_series(1, 2)', true, 'NULL'));
  await empty.db.query(sprintsOf('Project 3', 'generate_series(1, 1)', false, 'NULL'));
  const stored = await actual();
  expect(stored.filter((row) => row.score !== null)).toHaveLength(1);

  expect(await migrate(empty.db)).toContain('0380-project-list-sorts');
  expect(await kept()).toEqual(stored);

  const writes = [
    [
      'a sprint closed with a score',
      "UPDATE sprints SET closed_at = now(), score = 80 WHERE name = 'Sprint 1' AND project_id = (SELECT id FROM projects WHERE name = 'Project 3')",
    ],
    ['many closed sprints added at once', sprintsOf('Project 4', 'generate_series(1, 9)', true, 'n * 10')],
    [
      'a score corrected',
      "UPDATE sprints SET score = 1 WHERE number = 8 AND project_id = (SELECT id FROM projects WHERE name = 'Project 1')",
    ],
    [
      'a sprint deleted',
      "UPDATE sprints SET deleted_at = now() WHERE number = 9 AND project_id = (SELECT id FROM projects WHERE name = 'Project 4')",
    ],
    [
      'a sprint restored',
      "UPDATE sprints SET deleted_at = NULL WHERE number = 9 AND project_id = (SELECT id FROM projects WHERE name = 'Project 4')",
    ],
    [
      'a sprint renumbered',
      "UPDATE sprints SET number = 20 WHERE number = 1 AND project_id = (SELECT id FROM projects WHERE name = 'Project 1')",
    ],
    [
      'a sprint moved to another project',
      "UPDATE sprints SET project_id = (SELECT id FROM projects WHERE name = 'Project 2') WHERE number = 7 AND project_id = (SELECT id FROM projects WHERE name = 'Project 4')",
    ],
    [
      'a sprint reopened',
      "UPDATE sprints SET closed_at = NULL WHERE name = 'Sprint 1' AND project_id = (SELECT id FROM projects WHERE name = 'Project 3')",
    ],
    [
      'sprints removed for good',
      "DELETE FROM sprints WHERE number > 5 AND project_id = (SELECT id FROM projects WHERE name = 'Project 4')",
    ],
    ['changed where the score does not look', "UPDATE sprints SET goal = 'Ship it'"],
  ] as const;
  for (const [what, text] of writes) {
    await empty.db.query(text);
    expect({ what, scores: await kept() }).toEqual({ what, scores: await actual() });
  }
  expect((await kept()).map((row) => row.score === null)).toEqual([false, false, true, false]);
});
