import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** Which database the tests of this run use: set per vitest project (vitest.config.ts). */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.ACE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL database's address, for API processes of a test's own; undefined on PGlite (one process only). */
  url: string | undefined;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory, or a PostgreSQL database with a random
 * name on the server of TEST_DATABASE_URL, dropped again on close, so runs never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = openDatabase({});
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  const name = `ace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), poolSize: 12 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
