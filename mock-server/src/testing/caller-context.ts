import type { App, AuthContext } from '../http/app-types.js';
import { workingWeekOfCompany } from '../services/company/company-days.js';
import type { ServiceContext } from '../services/service-context.js';

/**
 * The context a route would give a service for `caller`, built on a test server without a request: for a test
 * that calls a service directly. English, and picture paths left as stored.
 */
export function callerContext(app: App, caller: AuthContext): ServiceContext {
  return {
    db: app.db,
    orm: app.db.orm,
    config: app.config,
    secrets: app.secrets,
    mailer: app.mailer,
    log: app.log,
    afterReply: (name, task) => app.afterReply(name, task),
    now: () => app.now(),
    language: () => Promise.resolve('en'),
    pictureUrl: (path) => path,
    caller,
    // no session here: the company's row
    workingWeek: () => workingWeekOfCompany(app.db.orm, caller.companyId),
  };
}
