import path from 'node:path';
import { z } from 'zod';

const secret = () =>
  z.string().min(32, { message: 'must be at least 32 characters (e.g. `openssl rand -base64 48`)' }).optional();

/**
 * Everything the server reads from its environment, checked once at start-up: the one place an
 * environment variable is read (docs/security.md, docs/api.md).
 */
const envSchema = z
  .object({
    /** production: secrets must come from the environment; mail bodies are never logged. */
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('127.0.0.1'),
    /** PostgreSQL when set; otherwise embedded PGlite in TIMELY_DATA_DIR. */
    DATABASE_URL: z.string().url().optional(),
    TIMELY_DATA_DIR: z.string().default(path.resolve('.data')),
    /** What a first start (an empty database) holds: the demo companies, or nothing until a workspace is created. */
    TIMELY_SEED: z.enum(['demo', 'none']).default('demo'),
    /** `open`: anyone may create a workspace (POST /v2/workspaces); `closed`: only while no company exists. */
    TIMELY_SIGNUP: z.enum(['open', 'closed']).default('closed'),
    /**
     * The secrets that sign access tokens, the demo API's tokens and consensus links. Required in
     * production; elsewhere each missing one is derived from the data folder's key (services/secrets.ts).
     */
    JWT_SECRET: secret(),
    DEMO_JWT_SECRET: secret(),
    LEAVE_CONSENSUS_SECRET: secret(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /** A refresh token's life; each refresh starts a new one, within the session's maximum age. */
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    /** How long a sign-in lasts whatever its refreshes: then the user signs in again. */
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().positive().max(365).default(30),
    /** bcrypt's cost for new password hashes (2^cost rounds). */
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
    /**
     * Whom to believe about the client's address (X-Forwarded-For) when behind a proxy: `true`, a number
     * of hops, or a comma-separated list of proxy addresses or CIDR ranges. Unset: the socket's address.
     */
    TRUST_PROXY: z.string().trim().max(1000).optional(),
    /** `off` removes the spec's public demo API (/api/…) altogether. Must be `off` in production. */
    DEMO_API: z.enum(['on', 'off']).default('on'),
    /** `on`: an empty database gets the demo companies at start-up. Must be `off` in production. */
    /**
     * How many API processes to run (node:cluster), all on the one PostgreSQL of DATABASE_URL and the one
     * PORT. PGlite is one process: with it, more than 1 is refused at start-up with a warning and 1 runs.
     */
    API_INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Memory for each API process's response cache in MB (http/response-cache.ts: list answers kept per caller
     * until their company's data changes); 0 turns it off.
     */
    ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
    /**
     * PostgreSQL: how many connections of each API process send the statements outside a transaction in
     * pipeline mode (db/pipelined-reads.ts); 0 sends each on a connection of the pool instead.
     */
    DATABASE_PIPELINES: z.coerce.number().int().min(0).max(8).default(2),
    /** How many live streams one person may hold open on one API process (docs/api.md#live-stream). */
    LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(10),
    /** How often each API process reads new live events with streams open (ms); on PostgreSQL a NOTIFY wakes it sooner. */
    LIVE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(250),
    /** Origins allowed to call the API from a browser, comma separated. */
    CORS_ORIGINS: z
      .string()
      .default(
        'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003,http://localhost:3004,http://127.0.0.1:3000',
      ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Where the portal runs: password links in emails point there. */
    PORTAL_URL: z.string().url().default('http://localhost:3000'),
    /** The API's own public URL, for picture links; by default taken from each request's Host header. */
    PUBLIC_API_URL: z.string().url().optional(),
    /** smtp://user:pass@host:port (or smtps://): mail is sent there too; without it, it goes to the outbox table and the log only. */
    SMTP_URL: z.string().url().optional(),
    /** `1`: production without SMTP_URL is fine, mail stays in the outbox table (for another system to send). */
    MAIL_OUTBOX_ONLY: z.enum(['0', '1']).default('0'),
    MAIL_FROM: z.string().default('Timely <no-reply@timely.test>'),
    RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
    INVITE_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(7),
    /**
     * Sign-in throttling (services/login-throttle.ts): this many attempts per account and per address go
     * through at once; each one after that waits twice as long as the one before, up to
     * LOGIN_MAX_DELAY_SECONDS. A key idle for LOGIN_FORGET_AFTER_SECONDS starts afresh.
     */
    LOGIN_FREE_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
    LOGIN_FREE_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().max(3600).default(60),
    LOGIN_FORGET_AFTER_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /**
     * `1`: a company's single sign-on may name an http:// issuer (a provider on the same machine, for
     * tests and development). Otherwise only https:// issuers are accepted. Refused in production.
     */
    SSO_ALLOW_HTTP_ISSUER: z.enum(['0', '1']).default('0'),
    /**
     * `1`: webhooks may be sent to loopback, private (RFC 1918, fc00::/7) and link-local addresses, e.g. a
     * receiver on the same network. Otherwise such addresses are refused when saved and when sent to.
     */
    WEBHOOK_ALLOW_PRIVATE_HOSTS: z.enum(['0', '1']).default('0'),
    /** `off`: this process does not send webhooks (another API process, or none, does). Tests never start it. */
    WEBHOOK_WORKER: z.enum(['on', 'off']).default('on'),
    /** `off`: this process runs no jobs (the weekly digest…); another API process does. Tests never start it. */
    JOB_WORKER: z.enum(['on', 'off']).default('on'),
    /** Test hook: hold every /v2 answer this long (loading states, graceful shutdown). Never set in production. */
    TEST_RESPONSE_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  })
  .superRefine((env, context) => {
    const secrets = SECRET_NAMES.filter((name) => env[name]);
    if (env.NODE_ENV === 'production')
      productionProblems(env, (name, message) => context.addIssue({ code: 'custom', path: [name], message }));
    // one secret for two jobs would let a token of one kind pass as the other
    if (new Set(secrets.map((name) => env[name])).size < secrets.length)
      context.addIssue({
        code: 'custom',
        path: ['LEAVE_CONSENSUS_SECRET'],
        message: 'JWT_SECRET, DEMO_JWT_SECRET and LEAVE_CONSENSUS_SECRET must differ',
      });
    if (env.TRUST_PROXY !== undefined && trustProxyOf(env.TRUST_PROXY) === null)
      context.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: 'must be true, false, a number of hops or a list of addresses',
      });
  });

/** The variables the server reads: docs/operations.md has a row for each (operations-doc.test.ts). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof z.infer<typeof envSchema>)[];

type Env = z.infer<typeof envSchema>;
const SECRET_NAMES = ['JWT_SECRET', 'DEMO_JWT_SECRET', 'LEAVE_CONSENSUS_SECRET'] as const;
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.|\[::1\]|0\.0\.0\.0)/i;

/**
 * What `NODE_ENV=production` refuses (issue #35): each problem is one line naming the variable, never its
 * value. What is fine for `npm start` on a laptop (derived secrets, localhost origins, the demo companies,
 * mail in the log) is a hole or a loss on a server.
 */
function productionProblems(env: Env, problem: (name: string, message: string) => void): void {
  for (const name of SECRET_NAMES) {
    const value = env[name];
    // a generated secret lives in a file next to the data: fine for `npm start`, not for a deployment
    if (!value) problem(name, 'is required in production (at least 32 characters, e.g. `openssl rand -base64 48`)');
    else if (value.length >= 32 && new Set(value).size < 12)
      problem(name, 'is too weak: use a random value (e.g. `openssl rand -base64 48`)');
  }
  if (env.BCRYPT_COST < 12) problem('BCRYPT_COST', 'must be at least 12 in production');
  const origins = env.CORS_ORIGINS.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (origins.includes('*'))
    problem('CORS_ORIGINS', "must not be `*` in production: list the portal's origins (https://portal.example.com)");
  else if (origins.some((origin) => LOCAL_ORIGIN.test(origin)))
    problem(
      'CORS_ORIGINS',
      "must not allow localhost in production: list the portal's origins (https://portal.example.com)",
    );
  if (LOCAL_ORIGIN.test(env.PORTAL_URL))
    problem('PORTAL_URL', "must be the portal's public URL in production (password links point there)");
  if (env.TIMELY_SEED === 'demo')
    problem('TIMELY_SEED', 'must be `none` in production (the demo companies share one known password)');
  if (env.DEMO_API === 'on')
    problem('DEMO_API', 'must be `off` in production (the public demo API lets anyone write rows)');
  if (!env.SMTP_URL && env.MAIL_OUTBOX_ONLY !== '1')
    problem(
      'SMTP_URL',
      'is required in production (mail has nowhere to go); set MAIL_OUTBOX_ONLY=1 to keep mail in the outbox table on purpose',
    );
  if (env.SSO_ALLOW_HTTP_ISSUER === '1')
    problem('SSO_ALLOW_HTTP_ISSUER', 'is for tests and development: unset it in production (issuers must use https)');
  if (env.TEST_RESPONSE_DELAY_MS > 0) problem('TEST_RESPONSE_DELAY_MS', 'is a test hook: unset it in production');
}

/** The signing secrets; a missing one is filled from the data folder's key by main.ts (not in production). */
export type ServerSecrets = { jwt: string; demoJwt: string; consensus: string };

export type ServerConfig = {
  production: boolean;
  /** NODE_ENV=test: every answer is also checked by the contract's zod schema (http/response-serializer.ts). */
  checkResponses: boolean;
  port: number;
  host: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    /** refuseOverlap (NODE_ENV=test): a transaction's statements sent side by side fail (db/named-statements.ts). */
    | { kind: 'postgres'; connectionString: string; refuseOverlap: boolean; pipelines: number };
  dataDir: string;
  /** What the first start puts in an empty database (TIMELY_SEED). */
  seed: 'demo' | 'none';
  /** Whether anyone may create a workspace even when companies exist (TIMELY_SIGNUP=open). */
  signupOpen: boolean;
  secrets: Partial<ServerSecrets>;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  sessionMaxAgeDays: number;
  passwordCost: number;
  /** Fastify's trustProxy: false (the socket's address), true, a hop count, or proxy addresses. */
  trustProxy: boolean | number | string[];
  demoApi: boolean;
  /** API processes to run; 1 on PGlite whatever was asked (main.ts says so). */
  instances: number;
  corsOrigins: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  portalUrl: string;
  publicApiUrl?: string;
  mail: { smtpUrl?: string; from: string };
  resetTokenTtlMinutes: number;
  inviteTokenTtlDays: number;
  loginThrottle: {
    freePerAccount: number;
    freePerAddress: number;
    maxDelaySeconds: number;
    forgetAfterSeconds: number;
  };
  testResponseDelayMs: number;
  /** SSO_ALLOW_HTTP_ISSUER=1: an http:// OpenID issuer is accepted (tests, development). */
  ssoAllowHttpIssuer: boolean;
  /** The response cache's bound in bytes, in each API process (0: off). */
  responseCacheBytes: number;
  /** The open live streams one user may hold in this process; one more is refused (429). */
  liveStreamsPerUser: number;
  /** How often the live hub reads new events while streams are open (ms): the fallback for PostgreSQL's NOTIFY. */
  livePollMs: number;
  webhooks: {
    /** WEBHOOK_ALLOW_PRIVATE_HOSTS=1: receivers on private, loopback and link-local addresses are allowed. */
    allowPrivateHosts: boolean;
    /** Whether this process runs the delivery worker (WEBHOOK_WORKER; never under NODE_ENV=test). */
    worker: boolean;
  };
  jobs: {
    /** Whether this process runs the jobs' worker (JOB_WORKER; never under NODE_ENV=test). */
    worker: boolean;
  };
};

/** The environment cannot run the server: its message lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // one line per problem: an operator fixes them all in one go
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid server environment:\n${problems}`);
  }
  const values = parsed.data;
  return {
    production: values.NODE_ENV === 'production',
    checkResponses: values.NODE_ENV === 'test',
    port: values.PORT,
    host: values.HOST,
    database: values.DATABASE_URL
      ? {
          kind: 'postgres',
          connectionString: values.DATABASE_URL,
          refuseOverlap: values.NODE_ENV === 'test',
          pipelines: values.DATABASE_PIPELINES,
        }
      : { kind: 'pglite', dataDir: path.join(values.TIMELY_DATA_DIR, 'pglite') },
    dataDir: values.TIMELY_DATA_DIR,
    seed: values.TIMELY_SEED,
    signupOpen: values.TIMELY_SIGNUP === 'open',
    secrets: {
      ...(values.JWT_SECRET ? { jwt: values.JWT_SECRET } : {}),
      ...(values.DEMO_JWT_SECRET ? { demoJwt: values.DEMO_JWT_SECRET } : {}),
      ...(values.LEAVE_CONSENSUS_SECRET ? { consensus: values.LEAVE_CONSENSUS_SECRET } : {}),
    },
    accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: values.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxAgeDays: values.SESSION_MAX_AGE_DAYS,
    passwordCost: values.BCRYPT_COST,
    trustProxy: values.TRUST_PROXY === undefined ? false : trustProxyOf(values.TRUST_PROXY)!,
    demoApi: values.DEMO_API === 'on',
    instances: values.API_INSTANCES,
    corsOrigins: values.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: values.LOG_LEVEL,
    portalUrl: values.PORTAL_URL.replace(/\/+$/, ''),
    publicApiUrl: values.PUBLIC_API_URL?.replace(/\/+$/, ''),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    resetTokenTtlMinutes: values.RESET_TOKEN_TTL_MINUTES,
    inviteTokenTtlDays: values.INVITE_TOKEN_TTL_DAYS,
    loginThrottle: {
      freePerAccount: values.LOGIN_FREE_ATTEMPTS_PER_ACCOUNT,
      freePerAddress: values.LOGIN_FREE_ATTEMPTS_PER_ADDRESS,
      maxDelaySeconds: values.LOGIN_MAX_DELAY_SECONDS,
      forgetAfterSeconds: values.LOGIN_FORGET_AFTER_SECONDS,
    },
    testResponseDelayMs: values.TEST_RESPONSE_DELAY_MS,
    ssoAllowHttpIssuer: values.SSO_ALLOW_HTTP_ISSUER === '1',
    responseCacheBytes: values.ANSWER_CACHE_MB * 1024 * 1024,
    liveStreamsPerUser: values.LIVE_STREAMS_PER_USER,
    livePollMs: values.LIVE_POLL_MS,
    webhooks: {
      allowPrivateHosts: values.WEBHOOK_ALLOW_PRIVATE_HOSTS === '1',
      // a test starts its own worker or calls deliverDue(), so no timer races its checks
      worker: values.WEBHOOK_WORKER === 'on' && values.NODE_ENV !== 'test',
    },
    // a test calls scheduleRecurring() and runDueJobs() itself, so no timer races its checks
    jobs: { worker: values.JOB_WORKER === 'on' && values.NODE_ENV !== 'test' },
  };
}

/** TRUST_PROXY as Fastify takes it, or null when it reads as none of the forms. */
function trustProxyOf(value: string): boolean | number | string[] | null {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  return addresses.length && addresses.every((part) => address.test(part)) ? addresses : null;
}
