import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * How PostgreSQL plans a prepared query (ADR 0017, addendum):
 *
 * - `forItsValues` (the default): for the values it is sent with, every time. The statement goes unnamed, and
 *   PostgreSQL plans an unnamed statement for its values: a list whose best plan depends on them (a name prefix, an
 *   organisation of 10 claims or of 100,000) was found up to 500 times slower under one plan for every value.
 * - `once`: a named prepared statement, which each connection parses once and, once PostgreSQL finds one plan as
 *   cheap as those made for the values (after five runs), plans no more. For a read by keys (a person's entity, a
 *   parent's children), whose plan is the same for every value: planning the dashboard's statement took longer
 *   than running it (bench/results/years-dashboard-planned-once.md).
 */
export type Planning = 'forItsValues' | 'once';

/**
 * A statement built once per database (or transaction) instead of on every request, with placeholders for its values
 * (`sql.placeholder`). Drizzle writes a statement's SQL anew each time a query is built, which was a quarter of the
 * API's time on its busiest reads (bench/results/same-sql-floor.md); a prepared query keeps that SQL, and PostgreSQL
 * plans it as `planning` says.
 *
 * `name` must be unique among the API's prepared queries (PostgreSQL knows a connection's statements by name): a
 * second query of the same name stops the API as it loads.
 */
const names = new Set<string>();

/** The name `pg` sends a statement under to make it PostgreSQL's unnamed statement, planned for its values. */
const UNNAMED = '';

export function preparedQuery<Prepared>(
  name: string,
  prepare: (db: Executor, name: string) => Prepared,
  planning: Planning = 'forItsValues',
): (db: Executor) => Prepared {
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`);
  names.add(name);
  const byDatabase = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      // PGlite ignores names.
      prepared = prepare(db, planning === 'once' ? name : UNNAMED);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A query whose conditions depend on the request (which filters are set, the order, where a page starts): one
 * statement per shape, each built the first time its shape is asked for, and planned for its values (`forItsValues`:
 * these are the lists). `shape` must be plain data (it is compared by its JSON); its values go in as placeholders, or
 * as SQL literals when they select a partial index (`.inlineParams()`). `prepare` is given the name to prepare under.
 */
export function preparedVariants<Shape, Prepared>(
  name: string,
  prepare: (db: Executor, name: string, shape: Shape) => Prepared,
): (db: Executor, shape: Shape) => Prepared {
  const variants = preparedQuery(name, () => new Map<string, Prepared>());
  return (db, shape) => {
    const key = JSON.stringify(shape);
    const byShape = variants(db);
    let prepared = byShape.get(key);
    if (prepared === undefined) {
      prepared = prepare(db, UNNAMED, shape);
      byShape.set(key, prepared);
    }
    return prepared;
  };
}

/**
 * How a query builder takes its values: as placeholders when the query is prepared (bindPlaceholders), or as the
 * values themselves when it is built for one use, as for EXPLAIN (bindValues). One builder serves both.
 */
export type Bind<Values> = <Key extends keyof Values & string>(
  key: Key,
) => Exclude<Values[Key], undefined> | Placeholder;

export function bindPlaceholders<Values>(): Bind<Values> {
  return (key) => sql.placeholder(key);
}

export function bindValues<Values>(values: Values): Bind<Values> {
  return <Key extends keyof Values & string>(key: Key) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for ${key}`);
    return value as Exclude<Values[Key], undefined>;
  };
}
