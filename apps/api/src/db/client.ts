import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The database as every repository sees it: the same Drizzle API over PGlite or PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction, or the database itself, for code that can run in either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (its backup is a dump of its data directory); undefined on PostgreSQL. */
  embedded: PGlite | undefined;
  /**
   * Applies the migrations that have not run yet; safe to call on every start, by any number of processes at once
   * (on PostgreSQL they take turns under an advisory lock). A test of a migration names a folder holding the
   * migrations before it, to have a database as it was.
   */
  migrate(migrationsFolder?: string): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/** How long a query may wait for a connection of the pool, new or free, before it fails as unavailable. */
export const CONNECT_TIMEOUT_MS = 10_000;

/** The advisory lock (a number of the portal's own) held by the process that migrates a PostgreSQL database. */
export const MIGRATION_LOCK = 4_172_033_001;

/**
 * Migrates a PostgreSQL database under a session-level advisory lock, on one connection of the pool held throughout:
 * processes starting together (copies of the API, workers) wait for each other, and the one after the first finds the
 * migrations recorded and runs none. The lock belongs to the session, so a process that dies while migrating frees
 * it; the migrations run in one transaction, so it leaves none half done. PGlite needs no lock: one process owns it.
 */
async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
    await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    connection.release();
  } catch (error) {
    // Closing the session frees its lock, whatever became of the connection.
    connection.release(true);
    throw error;
  }
}

/**
 * PostgreSQL over `pg` when a URL is given, else embedded PostgreSQL (PGlite) in dataDir, or in memory; an embedded
 * database in memory can start from `image`, a dump of another's data directory (the tests' migrated template).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  image?: Blob;
  poolSize?: number;
}): DatabaseHandle {
  if (options.databaseUrl !== undefined) {
    // PostgreSQL's own plan cache mode: a statement is planned for its values unless it is a named prepared
    // statement, which only the reads by keys are (db/prepared-query.ts, ADR 0017). No JIT compiling: the API's
    // statements read a page in milliseconds, and a branch the plan never runs (the claim search's) can make its
    // estimated cost pass the JIT's threshold, which compiled for 450 ms at 10M claims.
    // A request waits at most CONNECT_TIMEOUT_MS for a connection (a server that does not answer, a pool taken by
    // stalled ones) and is then answered 503 (db/unavailable.ts), never left hanging.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: '-c jit=off',
    });
    let closing = false;
    // An idle connection can be cut by the server (a restart, a failover): the pool replaces it on the next
    // query. Without this listener such an event would end the process.
    pool.on('error', (error) => {
      if (!closing) console.error(`A database connection was lost: ${error.message}`);
    });
    // A connection in use when the server goes (inside a transaction, between its queries) fails its queries, and the
    // pool drops it when it is given back; its own error event, which the pool hears only while it is idle, would
    // otherwise end the process (issue 33: seen when PostgreSQL restarted under load).
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      embedded: undefined,
      migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migrateUnderLock(pool, migrationsFolder),
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  if (options.dataDir !== undefined) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    ...(options.dataDir === undefined ? {} : { dataDir: join(options.dataDir, 'pglite') }),
    ...(options.image === undefined ? {} : { loadDataDir: options.image }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    embedded: client,
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
