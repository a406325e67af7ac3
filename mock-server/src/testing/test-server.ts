import { loginResponseSchema, type LoginResponse } from '../contract/index.js';
import { readConfig, type ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from './test-database.js';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import type { App } from '../http/app-types.js';
import { buildServer } from '../server.js';

export type TestServer = {
  app: App;
  db: Database;
  /** Signs in a seeded user and returns the login answer (token, refresh token, user). */
  login(email: string, password?: string): Promise<LoginResponse>;
  /** Authorization headers for a seeded user. */
  authHeaders(email: string): Promise<{ authorization: string }>;
  /** The server's clock (app.now): real time plus whatever tests moved it by. */
  clock: { advance(milliseconds: number): void };
  close(): Promise<void>;
};

/**
 * A seeded server for one test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server named by DATABASE_URL (dropped on close), so the same suite runs on both.
 */
export async function createTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const { db, dropDatabase } = await openTestDatabase();
  const config = { ...readConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0000' }), ...overrides };
  let offset = 0;
  const app = await buildServer({ db, config, now: () => new Date(Date.now() + offset) });
  await app.ready();
  const tokens = new Map<string, string>();

  const login = async (email: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/v2/auth/login', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
    return loginResponseSchema.parse(response.json());
  };
  return {
    app,
    db,
    login,
    clock: {
      advance(milliseconds) {
        offset += milliseconds;
      },
    },
    async authHeaders(email) {
      let token = tokens.get(email);
      if (!token) {
        token = (await login(email)).token;
        tokens.set(email, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
    },
  };
}
