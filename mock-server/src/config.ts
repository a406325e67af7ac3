import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, checked once at start-up. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  /** PostgreSQL when set; otherwise embedded PGlite in TIMELY_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  TIMELY_DATA_DIR: z.string().default(path.resolve('.data')),
  /** Secret that signs access tokens. Generated per data folder when absent (see secrets.ts). */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Origins allowed to call the API from a browser, comma separated. */
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004,http://127.0.0.1:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the portal runs: password links in emails point there. */
  PORTAL_URL: z.string().url().default('http://localhost:3000'),
  /** The API's own public URL, for picture links; by default taken from each request's Host header. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** smtp://user:pass@host:port (or smtps://): mail is sent there too; without it, it goes to the outbox table and the log only. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Timely <no-reply@timely.test>'),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
  INVITE_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(7),
  /** Failed sign-ins allowed per account in LOGIN_ACCOUNT_WINDOW_SECONDS, and per address in LOGIN_ADDRESS_WINDOW_SECONDS. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  LOGIN_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Test hook: hold every /v2 answer this long (loading states, graceful shutdown). Never set in production. */
  TEST_RESPONSE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

export type ServerConfig = {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; connectionString: string };
  dataDir: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  corsOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  portalUrl: string;
  publicApiUrl?: string;
  mail: { smtpUrl?: string; from: string };
  resetTokenTtlMinutes: number;
  inviteTokenTtlDays: number;
  loginThrottle: { maxPerAccount: number; accountWindowSeconds: number; maxPerAddress: number; addressWindowSeconds: number };
  testResponseDelayMs: number;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid server environment: ${problems}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? { kind: 'postgres', connectionString: values.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(values.TIMELY_DATA_DIR, 'pglite') },
    dataDir: values.TIMELY_DATA_DIR,
    jwtSecret: values.JWT_SECRET,
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    corsOrigins: values.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    logLevel: values.LOG_LEVEL,
    portalUrl: values.PORTAL_URL.replace(/\/+$/, ''),
    publicApiUrl: values.PUBLIC_API_URL?.replace(/\/+$/, ''),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    resetTokenTtlMinutes: values.RESET_TOKEN_TTL_MINUTES,
    inviteTokenTtlDays: values.INVITE_TOKEN_TTL_DAYS,
    loginThrottle: {
      maxPerAccount: values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      accountWindowSeconds: values.LOGIN_ACCOUNT_WINDOW_SECONDS,
      maxPerAddress: values.LOGIN_MAX_FAILURES_PER_ADDRESS,
      addressWindowSeconds: values.LOGIN_ADDRESS_WINDOW_SECONDS,
    },
    testResponseDelayMs: values.TEST_RESPONSE_DELAY_MS,
  };
}
