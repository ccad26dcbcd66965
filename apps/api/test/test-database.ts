import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../src/db/client.ts';

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
 * name on the server of TEST_DATABASE_URL, a copy of the migrated template, dropped again on close, so runs never
 * see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') {
    const handle = openDatabase({ image: await migratedPgliteImage() });
    await handle.migrate();
    return { ...handle, url: undefined };
  }
  return ownPostgresDatabase((admin, adminUrl, name) => copyOfMigratedTemplate(admin, adminUrl, name));
}

/** An empty database of this run's kind, nothing migrated: for the tests of a migration, which migrate it in steps. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind() === 'pglite') return { ...openDatabase({}), url: undefined };
  return ownPostgresDatabase(async (admin, _adminUrl, name) => {
    await admin.query(`create database ${name}`);
  });
}

/** A PostgreSQL database with a random name on the server of TEST_DATABASE_URL, made by `create`, dropped on close. */
async function ownPostgresDatabase(
  create: (admin: pg.Client, adminUrl: string, name: string) => Promise<void>,
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined) throw new Error('The postgres test project needs TEST_DATABASE_URL');
  const name = `ace_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await create(admin, adminUrl, name);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase({ databaseUrl: url, poolSize: 12 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrations' own fingerprint: a template made from other migrations is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteImage: Promise<Blob> | undefined;

/**
 * A dump of an embedded database migrated once per set of migrations, kept in the system's temporary folder for
 * every test file of every run: loading it takes a few seconds where creating and migrating PGlite took tens on two
 * busy cores. Files starting together may each make it; each writes its own and renames it into place whole.
 */
function migratedPgliteImage(): Promise<Blob> {
  pgliteImage ??= (async () => {
    const path = join(tmpdir(), `ace-pglite-template-${migrationsFingerprint()}.tar`);
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    const handle = openDatabase({});
    try {
      await handle.migrate();
      if (handle.embedded === undefined) throw new Error('Only an embedded database has an image to keep');
      const image = await handle.embedded.dumpDataDir('none');
      const building = `${path}.${randomBytes(6).toString('hex')}`;
      writeFileSync(building, Buffer.from(await image.arrayBuffer()));
      renameSync(building, path);
      return image;
    } finally {
      await handle.close();
    }
  })();
  return pgliteImage;
}

/** Any number that no other advisory lock of the tests uses: who makes the template, once. */
const TEMPLATE_LOCK = 7_301_999;

/**
 * Creates database `name` as a copy of a database migrated once per set of migrations (CREATE DATABASE … TEMPLATE):
 * copying is much quicker than migrating, and every file still starts from the migrations' result. Under an advisory
 * lock, so files starting together make the template once, and a template of older migrations is dropped only when
 * no copy of it is being made.
 */
async function copyOfMigratedTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const template = `ace_template_${migrationsFingerprint()}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'ace\\_template\\_%'",
      );
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}
