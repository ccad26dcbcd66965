import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * An instant as JavaScript's `toISOString` writes it (UTC, to the millisecond, the rest cut off as a Date cuts it),
 * written by the database: an answer that only passes the instant on need not make a Date of it and write it again
 * (the dashboard's claims, one per claim of the family, on every visit).
 */
export const instantText = (column: PgColumn | SQL) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
