import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiTokenScope, Level, Role } from '@timely/contract';
import type { Database } from '../db/client.js';
import type { ServerConfig, ServerSecrets } from '../config.js';
import type { Mailer } from '../services/mailer.js';

/** The Fastify instance every route plugin receives: zod-typed schemas, the db and config decorated. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Who is calling, taken from the verified token only (never from the body). `sessionId` names the
 * sign-in the token belongs to (every access token has one; absent only before a sign-in starts one).
 */
/** What the access guard's statement reads of the caller besides the checks. */
export type SignedInUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  level: Level;
  companyId: string;
  avatarUrl: string | null;
  timeZone: string;
  companyName: string;
  companyLogoUrl: string | null;
  companyWorkingDays: number[] | null;
  /** The company's data version when the request began (migration 0160); null, never expected, keeps no answer. */
  dataVersion: number | null;
};

export type AuthContext = {
  userId: string;
  companyId: string;
  role: Role;
  level: Level;
  sessionId?: string;
  /** Set when the caller is a personal API token (docs/integrations.md): it acts as its owner, with no session. */
  apiToken?: { id: string; scope: ApiTokenScope };
};

/**
 * How a route is guarded. Every route declares it (the access-matrix test reads it):
 * - 'public': anyone, no token;
 * - 'user': any signed-in user; finer rules (own project, level) are checked in the handler;
 * - an array of levels: only those levels.
 */
export type RouteAccess = 'public' | 'user' | readonly Level[];

/** The access a route declares, in one vocabulary: every route's `config.access` is one of these. */
export const ACCESS = {
  /** Anyone, no token (sign-in, the docs, a TV link, the spec's demo API). */
  public: 'public',
  /** Any signed-in user; finer rules (own project, level) are the handler's. */
  signedIn: 'user',
  /** Managers and admins (level2 and level3). */
  level2AndUp: ['level2', 'level3'],
  /** Admins only (level3). */
  level3: ['level3'],
} as const satisfies Record<string, RouteAccess>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    /** The signing secrets (config.ts): from the environment, or the data folder's key outside production. */
    secrets: ServerSecrets;
    /** The server's clock: tests move it to check expiries and rate-limit windows without waiting. */
    now(): Date;
    mailer: Mailer;
    /** Runs `task` once the current answer is on its way (errors are logged under `name`). */
    afterReply(name: string, task: () => Promise<void>): void;
    /** Resolves when every afterReply task and every mail delivery under way has finished. */
    idle(): Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in user's row as the access guard read it (with the company's name): `GET /v2/me` answers it. */
    signedInUser: SignedInUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
