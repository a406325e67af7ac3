import { createRequire } from 'node:module';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cors from '@fastify/cors';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig, ServerSecrets } from './config.js';
import type { Database } from './db/client.js';
import { type App, ACCESS } from './http/app-types.js';
import { installAccessGuard } from './http/access-guard.js';
import { installResponseCache } from './http/response-cache.js';
import { installDerivedStatuses } from './http/derived-statuses.js';
import { respondToFrameworkError, installErrorHandler, MAX_PATH_PART } from './http/error-handler.js';
import { respondToClientError } from './http/client-error.js';
import { refuseControlCharacters } from './http/plain-text-input.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { named } from './http/named-plugin.js';
import { responseSerializerCompiler } from './http/response-serializer.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { apiError, HttpError } from './http/errors.js';
import { AVATAR_MAX_BYTES } from '@timely/contract';
import { authRoutes } from './routes/auth.routes.js';
import { avatarRoutes } from './routes/avatars.routes.js';
import { feedsRoutes } from './routes/feeds.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { meRoutes } from './routes/me.routes.js';
import { optionsRoutes } from './routes/options.routes.js';
import { passwordRoutes } from './routes/password.routes.js';
import { invitationRoutes } from './routes/invitation.routes.js';
import { peersRoutes } from './routes/peers.routes.js';
import { peerFieldsRoutes } from './routes/peer-fields.routes.js';
import { peerOnboardingRoutes } from './routes/peer-onboarding.routes.js';
import { appsAvailabilityRoutes } from './routes/apps-availability.routes.js';
import { mainSearchRoutes } from './routes/main-search.routes.js';
import { notificationsRoutes } from './routes/notifications.routes.js';
import { preferencesRoutes } from './routes/preferences.routes.js';
import { calendarFeedsRoutes } from './routes/calendar-feeds.routes.js';
import { apiTokensRoutes } from './routes/api-tokens.routes.js';
import { kpiRoutes } from './routes/kpi/kpi.routes.js';
import { leaveRoutes } from './routes/leave/leave.routes.js';
import { projectsCoreRoutes } from './routes/projects-core.routes.js';
import { projectsRoutes } from './routes/projects.routes.js';
import { tasksRoutes } from './routes/tasks.routes.js';
import { taskActivityRoutes } from './routes/task-activity.routes.js';
import { backlogRoutes } from './routes/backlog.routes.js';
import { structureRoutes } from './routes/structure.routes.js';
import { viewsRoutes } from './routes/views.routes.js';
import { taskExportsRoutes } from './routes/task-exports.routes.js';
import { sprintReportRoutes } from './routes/sprint-report.routes.js';
import type { Transporter } from 'nodemailer';
import { createMailer } from './services/mailer.js';
import { requireSecrets } from './services/secrets.js';
import { demoRoutes } from './demo/demo.routes.js';
import { availabilityRoutes } from './routes/availability.routes.js';
import { reviewsRoutes } from './routes/reviews.routes.js';
import { overviewRoutes } from './routes/overview.routes.js';
import { overviewExportsRoutes } from './routes/overview-exports.routes.js';
import { workspaceRoutes } from './routes/workspace.routes.js';
import { companyRoutes } from './routes/company.routes.js';
import { ssoRoutes } from './routes/sso.routes.js';
import { liveRoutes } from './routes/live.routes.js';
import { webhooksRoutes } from './routes/webhooks.routes.js';
import { startWebhookWorker } from './services/webhooks/webhook-delivery.js';
import { startJobWorker } from './services/jobs/worker.js';
import { jobsRoutes } from './routes/jobs.routes.js';

// the API's own release (mock-server/package.json), the same from src/ under tsx and from dist/
const SERVER_VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** A request id a proxy may hand in: short, and nothing a log line could be forged with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export type BuildServerOptions = {
  db: Database;
  config: ServerConfig;
  logger?: FastifyServerOptions['logger'];
  /** The clock behind expiries and rate-limit windows; tests pass one they can move. */
  now?: () => Date;
  /** Where mail goes instead of SMTP_URL: tests pass one that keeps what is sent. */
  mailTransport?: Transporter;
};

/** What the access-matrix and hostile-input tests read: every route as registered, its access and its input schemas. */
export type RegisteredRoute = {
  method: string;
  url: string;
  access: unknown;
  body?: unknown;
  querystring?: unknown;
  consumes?: readonly string[];
};

/** The whole API on a database: used by main.ts to listen and by tests through `inject`. */
export async function buildServer({
  db,
  config,
  logger = false,
  now = () => new Date(),
  mailTransport,
}: BuildServerOptions): Promise<App> {
  const secrets = requireSecrets(config.secrets);
  const app = createApp(config, logger);
  decorateApp(app, { db, config, secrets, now, mailTransport });
  installRequestHooks(app, config);
  installRouteHooks(app);
  await registerPlugins(app, { db, config, secrets, now });
  await registerDocs(app);
  installGuards(app, config);
  await registerRoutes(app, config);
  startWorkers(app, config);
  return app;
}

/** How long a request may take to arrive, body included: a 5 MB upload at 0.5 Mbit/s takes 80 s. */
export const REQUEST_ARRIVAL_MS = 120_000;

/** Fastify with the server's options and the zod compilers for requests and answers. */
function createApp(config: ServerConfig, logger: FastifyServerOptions['logger']): App {
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    // a request (headers and body) must have arrived within two minutes, so a client that trickles its body in
    // cannot hold a connection for ever (fastify turns Node's own limit off); the refusal is a 408
    requestTimeout: REQUEST_ARRIVAL_MS,
    // behind a proxy, the client's address comes from X-Forwarded-For (TRUST_PROXY): rate limits key on it
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // ids in logs tie a request's lines together; the answer carries it (X-Request-Id, and the error
    // envelope's requestId) so a user's report finds them. Behind a trusted proxy, the proxy's id is kept.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return config.trustProxy !== false && typeof given === 'string' && REQUEST_ID.test(given)
        ? given
        : crypto.randomUUID();
    },
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // what the router refuses before any hook runs (a broken percent-encoding, a path part over 100
    // characters) is answered with the same envelope as every other error
    frameworkErrors: respondToFrameworkError,
    clientErrorHandler: respondToClientError,
    routerOptions: { maxParamLength: MAX_PATH_PART },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstContract: config.checkResponses }));
  return app;
}

type AppParts = {
  db: Database;
  config: ServerConfig;
  secrets: ServerSecrets;
  now: () => Date;
  mailTransport?: Transporter | undefined;
};

/** What every route reads from the app (db, config, secrets, clock, mailer), and the work done after an answer. */
function decorateApp(app: App, { db, config, secrets, now, mailTransport }: AppParts): void {
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('secrets', secrets);
  app.decorate('now', now);
  // work done after the answer (a mail that must not make the answer slower): awaited on close, and by tests
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const running: Promise<void> = work.finally(() => pending.delete(running));
    pending.add(running);
  };
  app.decorate(
    'mailer',
    createMailer(db.orm, app.log, {
      ...config.mail,
      production: config.production,
      ...(mailTransport ? { transport: mailTransport } : {}),
      // a delivery's outcome is written to the outbox after the answer: close waits for it, as for afterReply
      onDelivery: track,
    }),
  );
  app.decorate('afterReply', (name: string, task: () => Promise<void>) => {
    track(
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`)),
    );
  });
  app.decorate('idle', async () => {
    while (pending.size) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => {
    await app.idle();
    app.mailer.close();
  });
}

/** Security headers, the request id on every answer, and the test delay when one is configured. */
function installRequestHooks(app: App, config: ServerConfig): void {
  installSecurityHeaders(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (config.testResponseDelayMs > 0) {
    // the test hook of TEST_RESPONSE_DELAY_MS: a slow API on purpose, health checks excepted
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/v2/'))
        await new Promise((resolve) => setTimeout(resolve, config.testResponseDelayMs));
    });
  }
}

/** Hooks on every route as it is registered: the list the tests read, and which routes are public. */
function installRouteHooks(app: App): void {
  // every route, as registered: the access-matrix test checks each one has a row
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    // read lazily: the next hook may still mark a route public
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get body() {
          return route.schema?.body;
        },
        get querystring() {
          return route.schema?.querystring;
        },
        get consumes() {
          return (route.schema as { consumes?: readonly string[] } | undefined)?.consumes;
        },
      });
  });

  // the API's documentation is public (it describes the contract, never data), and so are CORS preflights
  app.addHook('onRoute', (route) => {
    const preflight = route.method === 'OPTIONS' && route.url === '*';
    if (route.url.startsWith('/docs') || preflight)
      route.config = { ...(route.config as object), access: ACCESS.public };
    // public routes need no token: say so in the OpenAPI document, which asks for one by default
    if (route.config?.access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
  });
  // after the hook above, which may still mark a route public
  installDerivedStatuses(app);
}

/** CORS, JWT, multipart uploads and rate limits. */
async function registerPlugins(app: App, { db, config, secrets, now }: Omit<AppParts, 'mailTransport'>): Promise<void> {
  // PATCH and DELETE must be listed: the plugin's default allows GET, HEAD and POST only
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    maxAge: 600,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['Retry-After', 'ETag', 'X-Request-Id'],
  });
  // HS256 only: a token that names another algorithm (none, RS256 with our secret as a key...) is refused
  await app.register(jwt, { secret: secrets.jwt, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  // off by default: routes opt in with config.rateLimit (sign-in has its own, database-backed limit); the
  // counts live in the database, shared by every API instance
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, now),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, apiError('request.tooMany', { after: context.after })),
  });
}

/** The OpenAPI document and its page under /docs. */
async function registerDocs(app: App): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Timely API',
        version: SERVER_VERSION,
        description: "The product API and the spec's demo API. Access rules: docs/api.md.",
      },
      // a session's access token (a JWT) or a personal API token (`tly_…`, docs/integrations.md)
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or tly_…' } } },
      security: [{ bearer: [] }],
      tags: [
        { name: 'auth', description: 'Sign-in, tokens and passwords' },
        { name: 'me', description: 'The signed-in user' },
        { name: 'calendar', description: 'Calendar feeds (iCalendar) behind a secret address' },
        { name: 'peers', description: 'The company directory' },
        { name: 'options', description: 'Per-company option lists' },
        { name: 'projects', description: 'Projects' },
        { name: 'workspaces', description: 'A company of your own: create it, see whether sign-up is open' },
        { name: 'company', description: "Level3: the company's audit log and data export" },
        { name: 'system', description: 'Health' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
}

/** Errors, refused input, access and the response cache, before any route. */
function installGuards(app: App, config: ServerConfig): void {
  installErrorHandler(app);
  refuseControlCharacters(app);
  installAccessGuard(app);
  installResponseCache(app, config.responseCacheBytes, { tellCaller: !config.production });
}

/** Every route plugin, in the order the API has always registered them. */
async function registerRoutes(app: App, config: ServerConfig): Promise<void> {
  await app.register(named(healthRoutes), { version: SERVER_VERSION });
  await app.register(named(authRoutes));
  await app.register(named(passwordRoutes));
  await app.register(named(invitationRoutes));
  await app.register(named(meRoutes));
  await app.register(named(peersRoutes));
  await app.register(named(peerFieldsRoutes));
  await app.register(named(peerOnboardingRoutes));
  await app.register(named(avatarRoutes));
  await app.register(named(optionsRoutes));
  await app.register(named(projectsCoreRoutes));
  await app.register(named(projectsRoutes));
  await app.register(named(tasksRoutes));
  await app.register(named(taskActivityRoutes));
  await app.register(named(structureRoutes));
  await app.register(named(backlogRoutes));
  await app.register(named(viewsRoutes));
  await app.register(named(taskExportsRoutes));
  await app.register(named(sprintReportRoutes));
  await app.register(named(notificationsRoutes));
  await app.register(named(preferencesRoutes));
  await app.register(named(calendarFeedsRoutes));
  await app.register(named(apiTokensRoutes));
  await app.register(named(mainSearchRoutes));
  await app.register(named(appsAvailabilityRoutes));
  // DEMO_API=off: the spec's public demo API is not served at all
  if (config.demoApi) await app.register(named(demoRoutes));
  await app.register(named(feedsRoutes));
  await app.register(named(kpiRoutes));
  await app.register(named(availabilityRoutes));
  await app.register(named(reviewsRoutes));
  await app.register(named(leaveRoutes));
  await app.register(named(overviewRoutes));
  await app.register(named(overviewExportsRoutes));
  await app.register(named(workspaceRoutes));
  await app.register(named(companyRoutes));
  await app.register(named(ssoRoutes));
  await app.register(named(webhooksRoutes));
  await app.register(named(liveRoutes));
  await app.register(named(jobsRoutes));
}

/** The background workers this process runs (docs/operations.md). */
function startWorkers(app: App, config: ServerConfig): void {
  // the webhooks' delivery worker: a timer in this process, stopped when the server closes (docs/operations.md)
  if (config.webhooks.worker) app.addHook('onClose', startWebhookWorker(app));
  // the jobs' worker (the weekly digest…): the same, JOB_WORKER (docs/operations.md#jobs)
  if (config.jobs.worker) app.addHook('onClose', startJobWorker(app));
}

/** TRUST_PROXY as a hop count: the nearest `hops` proxies are believed (proxy-addr's own reading of a number). */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
