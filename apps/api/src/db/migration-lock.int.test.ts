import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../../test/free-port.ts';
import { startProcess, stopProcesses, type Process } from '../../test/processes.ts';
import { createEmptyTestDatabase, testDatabaseKind, type TestDatabase } from '../../test/test-database.ts';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from './client.ts';

/**
 * Several processes starting at once on one empty PostgreSQL database (copies of the API, workers): each migration
 * runs once and every start finishes. PGlite belongs to one process, which migrates it alone: nothing to show there.
 */
const onPostgres = testDatabaseKind() === 'postgres';

const API_SERVER = join(import.meta.dirname, '..', 'server.ts');

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string() })) });
const countSchema = z.object({ rows: z.array(z.object({ hash: z.string(), runs: z.coerce.number() })) });
const runsSchema = z.object({ rows: z.array(z.object({ name: z.string(), runs: z.coerce.number() })) });

const journalEntries = journalSchema.parse(
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')),
).entries;

/** How many times each migration is recorded as applied, by its hash. */
async function recordedMigrations(database: DatabaseHandle) {
  const result = await database.db.execute(
    sql`select hash, count(*) as runs from drizzle.__drizzle_migrations group by hash`,
  );
  return countSchema.parse(result).rows;
}

/**
 * A folder of two migrations that each note their run in `migration_runs` (made beforehand, outside them) and take
 * their time, so that processes without the lock would all find them unapplied and run them.
 */
function notingMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'ace-noting-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const tags = ['0000_first', '0001_second'];
  for (const tag of tags) {
    writeFileSync(
      join(folder, `${tag}.sql`),
      `SELECT pg_sleep(0.3);--> statement-breakpoint\nINSERT INTO migration_runs (name) VALUES ('${tag}');`,
    );
  }
  const entries = tags.map((tag, idx) => ({
    idx,
    version: '7',
    when: 1_700_000_000_000 + idx,
    tag,
    breakpoints: true,
  }));
  writeFileSync(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

describe.skipIf(!onPostgres)(
  'migrations started by several processes at once (needs PostgreSQL: set TEST_DATABASE_URL; PGlite is one process)',
  { timeout: 120_000 },
  () => {
    let database: TestDatabase | undefined;
    const handles: DatabaseHandle[] = [];
    const processes: Process[] = [];
    const folders: string[] = [];

    afterEach(async () => {
      await stopProcesses(processes.splice(0));
      await Promise.all(handles.splice(0).map((handle) => handle.close()));
      await database?.close();
      database = undefined;
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    });

    /** `count` connection pools of their own on the test's empty database, as separate processes would have. */
    async function pools(count: number): Promise<{ empty: TestDatabase; opened: DatabaseHandle[] }> {
      const empty = await createEmptyTestDatabase();
      database = empty;
      const opened = Array.from({ length: count }, () => openDatabase({ databaseUrl: empty.url ?? '', poolSize: 2 }));
      handles.push(...opened);
      return { empty, opened };
    }

    it('run each migration once when six pools migrate at once, and every one finishes', async () => {
      const { empty, opened } = await pools(6);
      const folder = notingMigrations();
      folders.push(folder);
      await empty.db.execute(sql`create table migration_runs (name text not null)`);

      await Promise.all(opened.map((handle) => handle.migrate(folder)));

      const result = await empty.db.execute(
        sql`select name, count(*) as runs from migration_runs group by name order by name`,
      );
      expect(runsSchema.parse(result).rows).toEqual([
        { name: '0000_first', runs: 1 },
        { name: '0001_second', runs: 1 },
      ]);
    });

    it("apply the portal's migrations once when four pools migrate an empty database at once", async () => {
      const { empty, opened } = await pools(4);

      await Promise.all(opened.map((handle) => handle.migrate()));

      const recorded = await recordedMigrations(empty);
      expect(recorded).toHaveLength(journalEntries.length);
      expect(recorded.every((migration) => migration.runs === 1)).toBe(true);
    });

    it('let three API processes started together on an empty database all start, the migrations applied once', async () => {
      database = await createEmptyTestDatabase();
      const url = database.url ?? '';
      for (const name of ['first', 'second', 'third']) {
        const dataDir = mkdtempSync(join(tmpdir(), `ace-migrating-${name}-`));
        folders.push(dataDir);
        processes.push(
          startProcess(name, API_SERVER, await freePort(), { DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
        );
      }

      await Promise.all(processes.map((started) => started.said('ACE Portal API ready')));

      for (const started of processes) {
        const health = await fetch(`${started.url}/api/health/live`);
        expect(health.status).toBe(200);
      }
      const recorded = await recordedMigrations(database);
      expect(recorded).toHaveLength(journalEntries.length);
      expect(recorded.every((migration) => migration.runs === 1)).toBe(true);
    });
  },
);
