import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Keyset pages start after the last row's sort key. A timestamp key is text written by the database to the
 * microsecond (a JavaScript Date would round it), so that a page never skips or repeats a row.
 */
export const timestampKey = (column: PgColumn | SQL) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A real instant written as timestampKey writes it: the milliseconds read back the same (no 30 February). */
export function isTimestampKey(key: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key)) return false;
  const milliseconds = `${key.slice(0, 23)}Z`;
  const instant = new Date(milliseconds);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === milliseconds;
}
