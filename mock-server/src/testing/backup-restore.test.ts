import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loginResponseSchema } from '@timely/contract';
import { readConfig } from '../config.js';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { buildServer } from '../server.js';
import { startApiProcess } from './api-process.js';
import { openSeededPostgres, withDatabase } from './seeded-postgres.js';
import { TEST_SECRETS } from './test-server.js';

/**
 * docs/operations.md § Backup and restore, done as written (issue #35): pg_dump a seeded database,
 * createdb + pg_restore it under a new name, start the API on the copy, and every company's data answers
 * exactly as it did from the original. Needs the PostgreSQL client tools; the server is DATABASE_URL or
 * the local one `npm test -- --postgres` uses.
 */
const serverUrl = process.env.DATABASE_URL ?? process.env.TIMELY_TEST_DATABASE_URL;
const hasTools = ['pg_dump', 'pg_restore', 'createdb'].every((tool) => !spawnSync(tool, ['--version']).error);
// a PostgreSQL matter, whichever engine the rest of the run uses: it runs once, in the PostgreSQL pass
if (!serverUrl)
  console.warn(
    'backup-restore.test.ts skipped: it runs in the PostgreSQL pass (npm test -- --postgres, or DATABASE_URL)',
  );
else if (!hasTools)
  console.warn(
    'backup-restore.test.ts skipped: pg_dump, pg_restore and createdb (the PostgreSQL client tools) are not installed',
  );
const withTools = serverUrl && hasTools ? it : it.skip;
const PUBLIC_API_URL = 'http://api.example.test';

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
}

withTools(
  "dumps a seeded database, restores it into a new one, and the API on the copy finds every company's data",
  async () => {
    const source = await openSeededPostgres(serverUrl!);
    const restoredName = `timely_restore_${randomBytes(6).toString('hex')}`;
    const restoredUrl = withDatabase(serverUrl!, restoredName);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'timely-backup-'));
    const dump = path.join(folder, 'timely.dump');
    const original = await buildServer({
      db: source.db,
      config: { ...readConfig({ NODE_ENV: 'test' }), secrets: TEST_SECRETS, publicApiUrl: PUBLIC_API_URL },
    });
    let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
    try {
      // the documented commands
      run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, source.url]);
      const server = new URL(serverUrl!);
      run('createdb', [
        '--host',
        server.hostname,
        '--port',
        server.port || '5432',
        '--username',
        decodeURIComponent(server.username || 'postgres'),
        restoredName,
      ]);
      run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

      // every table holds the same rows
      const counts = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const tables = (
            await client.query<{ name: string }>(
              `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
            )
          ).rows;
          const result: Record<string, string> = {};
          for (const { name } of tables)
            result[name] = (
              await client.query<{ hash: string }>(
                `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t`,
              )
            ).rows[0]!.hash;
          return result;
        } finally {
          await client.end();
        }
      };
      expect(await counts(restoredUrl)).toEqual(await counts(source.url));

      api = await startApiProcess({ DATABASE_URL: restoredUrl, PUBLIC_API_URL, TIMELY_SEED: 'none' });
      const admins = await source.db.query<{ email: string; company: string }>(
        `SELECT DISTINCT ON (u.company_id) u.email, c.name AS company FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.level = 'level3' AND u.is_active AND u.deleted_at IS NULL ORDER BY u.company_id, u.email`,
      );
      const companies = await source.db.query<{ id: string }>('SELECT id FROM companies');
      expect(admins).toHaveLength(companies.length);
      for (const { email, company } of admins) {
        const restoredLogin = await fetch(`${api.url}/v2/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: DEMO_PASSWORD }),
        });
        expect(restoredLogin.status).toBe(200);
        const restoredToken = loginResponseSchema.parse(await restoredLogin.json()).token;
        const originalToken = loginResponseSchema.parse(
          (
            await original.inject({
              method: 'POST',
              url: '/v2/auth/login',
              payload: { email, password: DEMO_PASSWORD },
            })
          ).json(),
        ).token;
        for (const url of [
          '/v2/me',
          '/v2/peers?perPage=40',
          '/v2/projects?perPage=40',
          '/v2/feeds',
          '/v2/notifications',
        ]) {
          const fromCopy = await fetch(`${api.url}${url}`, { headers: { authorization: `Bearer ${restoredToken}` } });
          const fromOriginal = await original.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${originalToken}` },
          });
          expect({ company, url, status: fromCopy.status }).toEqual({ company, url, status: 200 });
          expect(fromOriginal.statusCode).toBe(200);
          const body = (await fromCopy.json()) as { total?: number };
          expect({ company, url, body }).toEqual({ company, url, body: fromOriginal.json() });
          // the company's people came back, not an empty page
          if (url.startsWith('/v2/peers')) expect(body.total).toBeGreaterThan(1);
        }
      }
    } finally {
      await api?.stop();
      await original.close();
      await source.db.close();
      await source.dropDatabase();
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      await admin.end();
      rmSync(folder, { recursive: true, force: true });
    }
  },
  180_000,
);
