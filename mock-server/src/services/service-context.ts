import type { ServerConfig, ServerSecrets } from '../config.js';
import type { Database, Orm } from '../db/client.js';
import type { AuthContext } from '../http/app-types.js';
import type { Language } from '../messages/messages.js';
import type { Mailer } from './mailer.js';
import type { ServiceLog } from './service-log.js';

/**
 * What a service reads of the call it answers, in one object: the database, the server's clock, settings,
 * secrets, mail and log, the caller's language and where the caller reaches the API (for picture links);
 * `ServiceContext` adds who is calling. A route builds it with `serviceContext(request)` or, before anyone is
 * signed in, `publicContext(request)` (http/service-context.ts); a test builds it from plain values. Services
 * take it instead of the request, so none of them depends on the web framework.
 */
export type PublicContext = ServerFacilities & {
  orm: Orm;
  /** The caller's saved language, else their browser's best match, else English (read when first asked). */
  language(): Promise<Language>;
  /** A stored picture path (`/v2/avatars/…`) as an absolute URL the caller can open, or null. */
  pictureUrl(path: string | null): string | null;
};

/**
 * The server's own facilities, with no caller: what jobs take, and the helpers that both requests and jobs
 * call (the server instance has each of them too).
 */
export type ServerFacilities = {
  db: Database;
  config: ServerConfig;
  secrets: ServerSecrets;
  mailer: Mailer;
  log: ServiceLog;
  /** Runs `task` once the current answer is on its way (errors are logged under `name`). */
  afterReply(name: string, task: () => Promise<void>): void;
  /** The server's clock (tests move it). */
  now(): Date;
};

/** The context of a signed-in call: the public one and who is calling. */
export type ServiceContext = PublicContext & {
  caller: AuthContext;
  /**
   * The caller's company's working week (0 Sunday … 6 Saturday, Monday to Friday when unset): a request has it
   * from the statement that checked its session, so asking sends nothing.
   */
  workingWeek(): Promise<readonly number[]>;
};
