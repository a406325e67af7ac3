import nodemailer, { type Transporter } from 'nodemailer';
import { loginResponseSchema, type LoginResponse } from '@timely/contract';
import { readConfig, type ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from './test-database.js';
import { dropEverything, migrate } from '../db/migrate.js';
import { TEST_PASSWORD_COST } from './seeded-pglite.js';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import type { App } from '../http/app-types.js';
import { buildServer } from '../server.js';

/** Fixed secrets for API tests, each its own (config.ts refuses one secret for two jobs). */
export const TEST_SECRETS = {
  jwt: 'test-secret-test-secret-test-secret-0000',
  demoJwt: 'test-demo-secret-test-demo-secret-00000',
  consensus: 'test-consensus-secret-test-consensus-0000',
} as const;

type SentMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export type TestServer = {
  app: App;
  db: Database;
  /** Signs in a seeded user and returns the login answer (token, refresh token, user). */
  login(email: string, password?: string): Promise<LoginResponse>;
  /** Authorization headers for a seeded user. */
  authHeaders(email: string): Promise<{ authorization: string }>;
  /** Every mail the server sent, as its recipient got it (links whole: the outbox masks them). */
  mails: SentMail[];
  /** Waits for the work a route left for after its answer (a forgot-password mail). */
  settle(): Promise<void>;
  /** The server's clock (app.now): real time plus whatever tests moved it by. */
  clock: {
    advance(milliseconds: number): void;
    /** Stops real time from passing (advance still moves it): for tests of waits. */ freeze(): void;
    /** Lets real time pass again after freeze(), from where the frozen clock stood. */ thaw(): void;
    /** Back to real time: undoes every advance and freeze. */ reset(): void;
    /**
     * To 12:00 UTC of the clock's day, where the seeded people's zones (UTC−5 to UTC+5:30) share one date: for a
     * test of calendar days or months that several of them write, whatever the hour it runs at.
     */
    toMidday(): void;
  };
  close(): Promise<void>;
};

/**
 * A seeded server for one test file (`empty`: migrated, no company, as TIMELY_SEED=none starts): in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by DATABASE_URL (dropped on close), so the same suite runs on both.
 */
export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  options: { empty?: boolean } = {},
): Promise<TestServer> {
  const { db, dropDatabase } = await openTestDatabase();
  if (options.empty) {
    // as `npm run reset` then a first start with TIMELY_SEED=none: the schema, no company
    await dropEverything(db);
    await migrate(db);
  }
  const config = {
    ...readConfig({ NODE_ENV: 'test' }),
    secrets: TEST_SECRETS,
    passwordCost: TEST_PASSWORD_COST,
    ...overrides,
  };
  let offset = 0;
  let frozenAt: number | null = null;
  const mails: SentMail[] = [];
  // a transport that keeps what is sent: the recipient's copy, where a password link is whole
  const mailTransport = keepingTransport(mails);
  const app = await buildServer({
    db,
    config,
    // the one place a test server reads real time: the clock the tests move, freeze and read through app.now()
    // eslint-disable-next-line no-restricted-properties -- the clock under test itself
    now: () => new Date((frozenAt ?? Date.now()) + offset),
    ...(overrides.mail?.smtpUrl ? {} : { mailTransport }),
  });
  await app.ready();
  // a token is kept per user until a test moves the clock, which may carry it past its session's end
  const tokens = new Map<string, { token: string; offset: number }>();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return loginResponseSchema.parse(response.json());
  };
  return {
    app,
    db,
    login,
    mails,
    settle: () => app.idle(),
    clock: {
      advance(milliseconds) {
        offset += milliseconds;
      },
      freeze() {
        // eslint-disable-next-line no-restricted-properties -- the clock under test itself
        frozenAt = Date.now();
      },
      thaw() {
        // eslint-disable-next-line no-restricted-properties -- the clock under test itself
        if (frozenAt !== null) offset += frozenAt - Date.now();
        frozenAt = null;
      },
      reset() {
        offset = 0;
        frozenAt = null;
      },
      toMidday() {
        const current = app.now();
        offset +=
          Date.UTC(current.getUTCFullYear(), current.getUTCMonth(), current.getUTCDate(), 12) - current.getTime();
      },
    },
    async authHeaders(email) {
      let kept = tokens.get(email);
      if (!kept || kept.offset !== offset) {
        kept = { token: (await login(email)).token, offset };
        tokens.set(email, kept);
      }
      return { authorization: `Bearer ${kept.token}` };
    },
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}

/** A mail transport that sends nothing and keeps each mail in `mails`, as its recipient would read it. */
function keepingTransport(mails: SentMail[]): Transporter {
  return nodemailer.createTransport({
    name: 'test',
    version: '1',
    send(
      mail: { data: { to?: unknown; subject?: unknown; text?: unknown; html?: unknown; headers?: unknown } },
      done: (error: Error | null, info: { messageId: string; envelope: object }) => void,
    ) {
      mails.push({
        to: String(mail.data.to),
        subject: String(mail.data.subject),
        text: String(mail.data.text),
        ...(typeof mail.data.html === 'string' ? { html: mail.data.html } : {}),
        ...(mail.data.headers ? { headers: mail.data.headers as Record<string, string> } : {}),
      });
      done(null, { messageId: String(mails.length), envelope: {} });
    },
  } as unknown as Parameters<typeof nodemailer.createTransport>[0]);
}
