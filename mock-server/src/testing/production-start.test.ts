import { randomBytes } from 'node:crypto';
import { startApiProcess } from './api-process.js';

/**
 * `NODE_ENV=production` as an operator meets it (issue #35): a development-like environment stops the
 * process at once with one line per problem and no stack trace; a proper one serves, with JSON logs.
 */
const strong = () => randomBytes(36).toString('base64');
// start-up checks do not depend on the engine: they run once, in the PGlite pass
const once = process.env.DATABASE_URL ? it.skip : it;

once(
  'refuses to start in production with development settings, one line per problem',
  async () => {
    const failure = await startApiProcess({ NODE_ENV: 'production', JWT_SECRET: 'too-short' }).then(
      async (api) => {
        await api.stop();
        return 'it started';
      },
      (error: unknown) => (error as Error).message,
    );
    const lines = failure.split('\n').map((line) => line.trim());
    expect(lines).toEqual(
      expect.arrayContaining([
        '[mock-server] cannot start. Invalid server environment:',
        expect.stringMatching(/^JWT_SECRET: must be at least 32 characters/),
        expect.stringMatching(/^CORS_ORIGINS: must not allow localhost/),
        expect.stringMatching(/^TIMELY_SEED: must be `none`/),
        expect.stringMatching(/^DEMO_API: must be `off`/),
        expect.stringMatching(/^SMTP_URL: is required in production/),
      ]),
    );
    expect(failure).not.toMatch(/\n\s+at /);
    expect(failure).not.toContain('too-short');
  },
  60_000,
);

once(
  'starts in production with its own secrets, origins and mail settings, and logs JSON',
  async () => {
    const api = await startApiProcess({
      NODE_ENV: 'production',
      JWT_SECRET: strong(),
      DEMO_JWT_SECRET: strong(),
      LEAVE_CONSENSUS_SECRET: strong(),
      BCRYPT_COST: '12',
      CORS_ORIGINS: 'https://portal.example.com',
      PORTAL_URL: 'https://portal.example.com',
      TIMELY_SEED: 'none',
      DEMO_API: 'off',
      MAIL_OUTBOX_ONLY: '1',
    });
    try {
      const ready = await fetch(`${api.url}/ready`);
      expect(ready.status).toBe(200);
      // the demo API is not there, and an empty database says how to begin
      expect((await fetch(`${api.url}/api/search/bookmarks/data`)).status).toBe(404);
      const lines = api
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string });
      expect(lines.map((line) => line.msg)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/holds no company \(TIMELY_SEED=none\)/),
          expect.stringMatching(/mail is not delivered/),
        ]),
      );
    } finally {
      await api.stop();
    }
  },
  120_000,
);
