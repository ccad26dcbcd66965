import type { Executor } from './client.ts';

/**
 * A statement built once per database (or transaction) instead of on every request, with placeholders for its values
 * (`sql.placeholder`). Drizzle writes a statement's SQL anew each time a query is built, which was a quarter of the
 * API's time on its busiest reads (bench/results/same-sql-floor.md); a prepared query keeps that SQL, and on
 * PostgreSQL it is a named prepared statement, so each connection parses and plans it once as well.
 *
 * `name` must be unique among the API's prepared queries (PostgreSQL knows a connection's statements by name): a
 * second query of the same name stops the API as it loads.
 */
const names = new Set<string>();

export function preparedQuery<Prepared>(
  name: string,
  prepare: (db: Executor, name: string) => Prepared,
): (db: Executor) => Prepared {
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db, name);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
