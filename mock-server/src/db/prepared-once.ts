import type { Orm } from './client.js';

type Prepared = { execute(placeholders?: Record<string, unknown>): Promise<unknown> };

const preparedByOrm = new WeakMap<Orm, Map<string, Prepared>>();

/**
 * A statement built by drizzle once per database and name, then only executed with its values. Drizzle
 * builds a query's text anew on every call, which cost a list request more CPU than its answer did (issue
 * #35); a list has few shapes (the filters set, the sort), so each shape gets a name of its own and is
 * built the first time it is asked for. The name must say everything that changes the text.
 */
export function preparedOnce<Statement extends Prepared>(
  orm: Orm,
  name: string,
  build: (name: string) => Statement,
): Statement {
  let byName = preparedByOrm.get(orm);
  if (!byName) preparedByOrm.set(orm, (byName = new Map()));
  let statement = byName.get(name) as Statement | undefined;
  if (!statement) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}
