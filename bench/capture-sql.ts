/**
 * Loaded into the API process (`NODE_OPTIONS=--import=bench/capture-sql.ts`) by the same-SQL floor benchmark: every
 * statement the API sends through `pg` (its text, its parameters and its row mode) is appended, one JSON line each,
 * to the file BENCH_CAPTURE_SQL names. The API's code is not changed: the statements are those Drizzle builds.
 */
import { appendFileSync } from 'node:fs';
import pg from 'pg';

export interface CapturedStatement {
  /** The prepared statement's name, when the API names it (a read by keys, planned once: ADR 0017). */
  name: string | null;
  text: string;
  values: unknown[];
  rowMode: 'array' | null;
}

function statementOf(config: unknown, values: unknown): CapturedStatement | undefined {
  if (typeof config === 'string') {
    return { name: null, text: config, values: Array.isArray(values) ? values : [], rowMode: null };
  }
  if (typeof config !== 'object' || config === null || !('text' in config) || typeof config.text !== 'string') {
    return undefined;
  }
  const ownValues = 'values' in config && Array.isArray(config.values) ? config.values : undefined;
  const rowMode = 'rowMode' in config && config.rowMode === 'array' ? 'array' : null;
  const name = 'name' in config && typeof config.name === 'string' && config.name !== '' ? config.name : null;
  return { name, text: config.text, values: ownValues ?? (Array.isArray(values) ? values : []), rowMode };
}

const file = process.env.BENCH_CAPTURE_SQL;
if (file !== undefined && file !== '') {
  const client = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => unknown };
  const query = client.query;
  client.query = function captured(this: pg.Client, ...args: unknown[]) {
    const statement = statementOf(args[0], args[1]);
    if (statement !== undefined) appendFileSync(file, `${JSON.stringify(statement)}\n`);
    return query.apply(this, args);
  };
}
