import type { MatrixPrefix } from './matrix-types.js';

/**
 * The spec's demo API (§7): the template's fake API had no sign-in, so every route under /api/ is
 * public, and one prefix row covers them all. A product route under /api/ (GET /api/main-search/data
 * needs a session) must still get its own row, or the suite fails.
 */
export const prefixes: MatrixPrefix[] = [
  { prefix: '/api/', access: 'public', why: "the spec's demo API: the template's fake API had no auth" },
];
