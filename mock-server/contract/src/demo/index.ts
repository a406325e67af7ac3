/** The spec's demo API (§3-§9): schemas and paths, zod only. */
export * from './auth.js';
export * from './bookmarks.js';
export * from './catalog.js';
export * from './chat.js';
export * from './common.js';
export * from './email.js';
export * from './paths.js';
export * from './todo.js';
export * from './users.js';
