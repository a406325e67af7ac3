/**
 * The API contract: zod schemas for every request and answer, and every path. Server and clients both
 * import it (as `@timely/contract`); it depends on zod only, so clients pull no server code. The English the
 * server writes (its messages, notifications and field labels) is the second entry, `@timely/contract/english`:
 * the apps load this one whole as a shared module, and word every code from their own catalogs.
 */
export type { ApiErrorCode, ApiErrorParams } from './error-codes.js';
export * from './errors.js';
export * from './common.js';
export * from './export-format.js';
export * from './auth.js';
export * from './apps.js';
export * from './health.js';
export * from './paths.js';
export * from './first-page-paths.js';
export * from './projects-core.js';
export * from './projects.js';
export * from './sprints.js';
export * from './tasks.js';
export * from './backlog.js';
export * from './views.js';
export * from './exports.js';
export * from './task-activity.js';
export * from './calendar-feeds.js';
export * from './api-tokens.js';
export * from './structure.js';
export * from './watchers.js';
export * from './sprint-report.js';
export * from './options.js';
export * from './option-edits.js';
export * from './peers.js';
export * from './peer-import.js';
export * from './invitations.js';
export * from './peer-fields.js';
export * from './notifications.js';
export * from './preferences.js';
export * from './search.js';
export * from './demo/index.js';
export * from './feeds.js';
export * from './kpi.js';
export * from './kpi-records.js';
export * from './kpi-record-kinds.js';
export * from './kpi-tv.js';
export * from './availability.js';
export * from './peer-feedback.js';
export * from './leave.js';
export * from './overview.js';
export * from './overview-queries.js';
export * from './first-page-queries.js';
export * from './work-days.js';
export * from './company-week.js';
export * from './avatars.js';
export * from './shares.js';
export * from './field-names.js';
export * from './workspace.js';
export * from './sso.js';
export * from './webhooks.js';
export * from './live.js';
export * from './jobs.js';
export * from './audit.js';
export * from './public-holidays.js';
