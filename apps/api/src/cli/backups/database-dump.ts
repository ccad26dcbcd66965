import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { DUMP_FILE } from './manifest.ts';
import { runPostgresTool } from './postgres-tools.ts';

/** The database a backup is taken of: the embedded one open in this process, or a PostgreSQL server's. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface DatabaseDump {
  /** What the dump holds, read in the very snapshot it was taken of. */
  facts: DatabaseFacts;
  file: string;
  bytes: number;
}

/**
 * Dumps the database into the backup folder, and reads the dump's facts (counts, files) in the same snapshot, so the
 * manifest lists exactly the files the dump refers to.
 */
export async function dumpDatabase(source: BackupSource, directory: string): Promise<DatabaseDump> {
  const file = DUMP_FILE[source.kind];
  const path = join(directory, file);
  const facts = source.kind === 'pglite' ? await dumpEmbedded(source.client, path) : await dumpServer(source.url, path);
  return { facts, file, bytes: (await stat(path)).size };
}

/**
 * PGlite runs one statement at a time and a transaction holds it whole: inside this (read-only) transaction no other
 * writes, so the facts and the copy of the data directory are of one moment. Submissions wait meanwhile.
 */
async function dumpEmbedded(client: PGlite, path: string): Promise<DatabaseFacts> {
  const { facts, tarball } = await client.transaction(async (tx) => {
    const read = await readDatabaseFacts(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    return { facts: read, tarball: await client.dumpDataDir('gzip') };
  });
  await pipeline(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>), createWriteStream(path));
  return facts;
}

/**
 * pg_dump in a snapshot this connection exports: the facts are read in the same snapshot, and writes go on meanwhile
 * (pg_dump takes no lock that stops them).
 */
async function dumpServer(url: string, path: string): Promise<DatabaseFacts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = exported.rows[0]?.snapshot ?? '';
    const facts = await readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await runPostgresTool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`, `--file=${path}`]);
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}
