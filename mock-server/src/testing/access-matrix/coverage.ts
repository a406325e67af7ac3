import type { RegisteredRoute } from '../../server.js';
import type { MatrixPrefix, MatrixRow } from './matrix-types.js';

export type CoverageProblem = string;

const key = (method: string, url: string) => `${method} ${url}`;

/**
 * Compares the registered routes with the matrix: a route without a row (or a covering prefix) is a
 * problem, so is a row without a route (stale), and so is a route under a prefix that declares another
 * access than the prefix says. HEAD routes Fastify adds for each GET follow their GET.
 */
export function coverageProblems(
  routes: readonly RegisteredRoute[],
  rows: readonly MatrixRow[],
  prefixes: readonly MatrixPrefix[],
): CoverageProblem[] {
  const problems: CoverageProblem[] = [];
  const registered = new Set(routes.map((route) => key(route.method, route.url)));
  const rowKeys = new Set<string>();
  for (const entry of rows) {
    const id = key(entry.method, entry.url);
    if (rowKeys.has(id)) problems.push(`two matrix rows for ${id}`);
    rowKeys.add(id);
    if (!registered.has(id)) problems.push(`matrix row for ${id}, but no such route is registered`);
  }
  for (const route of routes) {
    const id = key(route.method, route.url);
    if (rowKeys.has(id)) continue;
    if (route.method === 'HEAD' && registered.has(key('GET', route.url))) continue;
    const prefix = prefixes.find(
      (candidate) => route.url === candidate.prefix.replace(/\/$/, '') || route.url.startsWith(candidate.prefix),
    );
    if (!prefix) {
      problems.push(`no access-matrix row for ${id}: add one to the area's src/testing/access-matrix/<area>.matrix.ts`);
    } else if (JSON.stringify(route.access) !== JSON.stringify(prefix.access)) {
      problems.push(
        `${id} declares access ${JSON.stringify(route.access ?? 'user (default)')} under prefix ${prefix.prefix}, which is ${JSON.stringify(prefix.access)}: give it its own row`,
      );
    }
  }
  return problems;
}
