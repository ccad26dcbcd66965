import { sql, type Placeholder } from 'drizzle-orm';
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

/**
 * A query whose conditions depend on the request (which filters are set, the order, where a page starts): one
 * prepared statement per shape, each built the first time its shape is asked for. `shape` must be plain data (it is
 * compared by its JSON); its values go in as placeholders, or as SQL literals when they select a partial index
 * (`.inlineParams()`), so that PostgreSQL's generic plan of the statement can still use that index.
 */
export function preparedVariants<Shape, Prepared>(
  name: string,
  prepare: (db: Executor, name: string, shape: Shape) => Prepared,
): (db: Executor, shape: Shape) => Prepared {
  const numbers = new Map<string, number>();
  const variants = preparedQuery(name, () => new Map<number, Prepared>());
  return (db, shape) => {
    const key = JSON.stringify(shape);
    let number = numbers.get(key);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(key, number);
    }
    const byNumber = variants(db);
    let prepared = byNumber.get(number);
    if (prepared === undefined) {
      prepared = prepare(db, `${name}_${number}`, shape);
      byNumber.set(number, prepared);
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
