import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { readConfig } from './config.js';
import { folderSecrets } from './services/secrets.js';

/** A random-looking secret of 44 characters, one per letter. */
const strong = (letter: string) => createHash('sha256').update(letter).digest('base64');
/** Everything else production asks for, right (issue #35). */
const PRODUCTION = {
  NODE_ENV: 'production',
  CORS_ORIGINS: 'https://portal.example.com',
  PORTAL_URL: 'https://portal.example.com',
  TIMELY_SEED: 'none',
  DEMO_API: 'off',
  SMTP_URL: 'smtp://mail.example.com:587',
} as const;

describe('production secrets (issue #28, point 8)', () => {
  it('refuses to start in production without each secret, with a short one, or with one used twice', () => {
    expect(() => readConfig(PRODUCTION)).toThrow(
      /JWT_SECRET: is required in production.*DEMO_JWT_SECRET: is required.*LEAVE_CONSENSUS_SECRET: is required/s,
    );
    expect(() =>
      readConfig({
        ...PRODUCTION,
        JWT_SECRET: 'short',
        DEMO_JWT_SECRET: strong('b'),
        LEAVE_CONSENSUS_SECRET: strong('c'),
      }),
    ).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() =>
      readConfig({
        ...PRODUCTION,
        JWT_SECRET: strong('a'),
        DEMO_JWT_SECRET: strong('a'),
        LEAVE_CONSENSUS_SECRET: strong('c'),
      }),
    ).toThrow(/must differ/);
    expect(() =>
      readConfig({
        ...PRODUCTION,
        JWT_SECRET: strong('a'),
        DEMO_JWT_SECRET: strong('b'),
        LEAVE_CONSENSUS_SECRET: strong('c'),
        BCRYPT_COST: '10',
      }),
    ).toThrow(/BCRYPT_COST: must be at least 12/);
    const config = readConfig({
      ...PRODUCTION,
      JWT_SECRET: strong('a'),
      DEMO_JWT_SECRET: strong('b'),
      LEAVE_CONSENSUS_SECRET: strong('c'),
    });
    expect(config.secrets).toEqual({ jwt: strong('a'), demoJwt: strong('b'), consensus: strong('c') });
    // the error names the variable, never its value
    expect(() => readConfig({ ...PRODUCTION, JWT_SECRET: 'hunter2-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('refuses a secret of few distinct characters, however long', () => {
    expect(() =>
      readConfig({
        ...PRODUCTION,
        JWT_SECRET: 'a'.repeat(40),
        DEMO_JWT_SECRET: strong('b'),
        LEAVE_CONSENSUS_SECRET: strong('c'),
      }),
    ).toThrow(/^ {2}JWT_SECRET: is too weak/m);
  });

  it('outside production, derives missing secrets from a key file only its owner can read, the same after a restart', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-secrets-'));
    try {
      const first = folderSecrets(dataDir, { jwt: strong('a') });
      expect(first.jwt).toBe(strong('a'));
      expect(new Set([first.jwt, first.demoJwt, first.consensus]).size).toBe(3);
      expect(folderSecrets(dataDir)).toMatchObject({ demoJwt: first.demoJwt, consensus: first.consensus });
      const file = path.join(dataDir, 'secrets.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // the file holds none of the secrets as they are used
      const stored = readFileSync(file, 'utf8');
      for (const value of [first.demoJwt, first.consensus]) expect(stored).not.toContain(value);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads TRUST_PROXY and DEMO_API', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(readConfig({ DEMO_API: 'off' }).demoApi).toBe(false);
  });

  it('reads TIMELY_SEED and TIMELY_SIGNUP, refusing other values', () => {
    expect(readConfig({})).toMatchObject({ seed: 'demo', signupOpen: false });
    expect(readConfig({ TIMELY_SEED: 'none', TIMELY_SIGNUP: 'open' })).toMatchObject({
      seed: 'none',
      signupOpen: true,
    });
    expect(() => readConfig({ TIMELY_SEED: 'empty' })).toThrow(/TIMELY_SEED/);
    expect(() => readConfig({ TIMELY_SIGNUP: 'yes' })).toThrow(/TIMELY_SIGNUP/);
  });
});

describe('production mode (issue #35)', () => {
  const secrets = { JWT_SECRET: strong('a'), DEMO_JWT_SECRET: strong('b'), LEAVE_CONSENSUS_SECRET: strong('c') };
  const problemsOf = (env: Record<string, string>) => {
    try {
      readConfig(env);
      return [];
    } catch (error) {
      return (error as Error).message
        .split('\n')
        .slice(1)
        .map((line) => line.trim());
    }
  };

  it('starts with its secrets, its origins, no demo and somewhere for mail to go', () => {
    expect(problemsOf({ ...PRODUCTION, ...secrets })).toEqual([]);
    const { SMTP_URL: _, ...noMail } = PRODUCTION;
    expect(problemsOf({ ...noMail, ...secrets, MAIL_OUTBOX_ONLY: '1' })).toEqual([]);
  });

  it('refuses to start with one line per problem, each naming its variable', () => {
    const lines = problemsOf({ NODE_ENV: 'production', ...secrets });
    expect(lines).toEqual([
      expect.stringMatching(/^CORS_ORIGINS: must not allow localhost/),
      expect.stringMatching(/^PORTAL_URL: must be the portal's public URL/),
      expect.stringMatching(/^TIMELY_SEED: must be `none`/),
      expect.stringMatching(/^DEMO_API: must be `off`/),
      expect.stringMatching(/^SMTP_URL: is required in production.*MAIL_OUTBOX_ONLY=1/),
    ]);
    expect(problemsOf({ ...PRODUCTION, ...secrets, CORS_ORIGINS: '*' })).toEqual([
      expect.stringMatching(/^CORS_ORIGINS: must not be `\*`/),
    ]);
    expect(
      problemsOf({ ...PRODUCTION, ...secrets, CORS_ORIGINS: 'https://portal.example.com,http://127.0.0.1:3000' }),
    ).toEqual([expect.stringMatching(/^CORS_ORIGINS: must not allow localhost/)]);
    expect(problemsOf({ ...PRODUCTION, ...secrets, TEST_RESPONSE_DELAY_MS: '100' })).toEqual([
      expect.stringMatching(/^TEST_RESPONSE_DELAY_MS: is a test hook/),
    ]);
    // every problem at once, with the secrets' problems too
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toHaveLength(8);
  });

  it('reads API_INSTANCES (default 1)', () => {
    expect(readConfig({}).instances).toBe(1);
    expect(readConfig({ API_INSTANCES: '4' }).instances).toBe(4);
    expect(() => readConfig({ API_INSTANCES: '0' })).toThrow(/API_INSTANCES/);
  });

  it('reads DATABASE_PIPELINES for PostgreSQL (default 2, 0 for the pool alone)', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/timely';
    expect(readConfig({ DATABASE_URL: url }).database).toMatchObject({ kind: 'postgres', pipelines: 2 });
    expect(readConfig({ DATABASE_URL: url, DATABASE_PIPELINES: '0' }).database).toMatchObject({ pipelines: 0 });
    expect(() => readConfig({ DATABASE_URL: url, DATABASE_PIPELINES: '9' })).toThrow(/DATABASE_PIPELINES/);
    expect(() => readConfig({ DATABASE_URL: url, DATABASE_PIPELINES: 'x' })).toThrow(/DATABASE_PIPELINES/);
  });
});
