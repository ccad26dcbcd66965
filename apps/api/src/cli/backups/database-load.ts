import { existsSync, mkdirSync, openAsBlob, readdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { BackupError } from './manifest.ts';
import { runPostgresTool } from './postgres-tools.ts';

/** Where a backup's database is restored: the embedded one's DATA_DIR, or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The embedded database's own folder in DATA_DIR (db/client.ts). */
export const embeddedFolder = (dataDir: string) => join(dataDir, 'pglite');

/**
 * PGlite keeps postmaster.pid in its folder while a process has it open (and leaves it when that process is killed).
 * A second process on the same folder would damage it.
 */
export function checkEmbeddedNotInUse(dataDir: string): void {
  if (existsSync(join(embeddedFolder(dataDir), 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dataDir} is open in another process (the portal: npm start). Stop it first ` +
        '(Ctrl-C), then run this again. If no portal runs, it was killed: start it and stop it once.',
    );
  }
}

/** Whether the target holds no database yet: no embedded folder, or no table on the server. */
export async function isDatabaseEmpty(target: RestoreTarget): Promise<boolean> {
  if (target.kind === 'pglite') {
    const folder = embeddedFolder(target.dataDir);
    return !existsSync(folder) || readdirSync(folder).length === 0;
  }
  const [row] = await onServer(target.url, (client) =>
    client.query<{ tables: number }>(`select count(*)::int as tables from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`),
  ).then((result) => result.rows);
  return row?.tables === 0;
}

/** Empties the target (restore --force): the embedded folder removed, or every schema of the database dropped. */
export async function clearDatabase(target: RestoreTarget): Promise<void> {
  if (target.kind === 'pglite') {
    rmSync(embeddedFolder(target.dataDir), { recursive: true, force: true });
    return;
  }
  await onServer(target.url, async (client) => {
    const schemas = await client.query<{ name: string }>(`select nspname as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema')
        and nspname not like 'pg\\_toast%' and nspname not like 'pg\\_temp%'`);
    for (const { name } of schemas.rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('grant usage on schema public to public');
  });
}

/** Loads the dump into the empty target; answers the restored database's facts, to check against the manifest. */
export async function loadDatabase(target: RestoreTarget, dumpPath: string): Promise<DatabaseFacts> {
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(embeddedFolder(target.dataDir), { loadDataDir: await openAsBlob(dumpPath) });
    try {
      return await readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.close();
    }
  }
  const jobs = Math.max(1, Math.min(4, cpus().length));
  await runPostgresTool('pg_restore', target.url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    `--jobs=${String(jobs)}`,
    dumpPath,
  ]);
  return onServer(target.url, async (client) => {
    // pg_restore leaves the planner's statistics to autovacuum: gather them now, so the first queries plan well.
    await client.query('analyze');
    return readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  });
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
