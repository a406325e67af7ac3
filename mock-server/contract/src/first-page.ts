/**
 * The part of the contract the first page reads: sign-in and the workspace sign-up check, the session
 * (refresh, preferences, the error envelope), the paths it calls (`firstPagePaths`), and the shell's and the Overview's answers (the
 * sidebar's projects, notifications, search, the Overview's cards and its filters' projects and options). An entry of its own,
 * `@timely/contract/first-page`, shared by the apps, so that signing in and the Overview never download the
 * whole contract; the main entry exports all of it too.
 */
export * from './auth.js';
export * from './apps.js';
export * from './common.js';
export * from './errors.js';
export * from './notifications.js';
export * from './options.js';
export * from './overview.js';
export * from './first-page-paths.js';
export * from './preferences.js';
export * from './projects-core.js';
export * from './projects.js';
export * from './search.js';
export * from './workspace.js';

/**
 * Remotes built before contract 2.6 import `apiPaths` from this entry and read only first-page paths with
 * it (the Overview's, the projects list, the option lists): the same object keeps answering to that name.
 */
export { firstPagePaths as apiPaths } from './first-page-paths.js';
