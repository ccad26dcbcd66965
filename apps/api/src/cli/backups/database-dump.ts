import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { readDatabaseFacts, type DatabaseFacts } from './database-facts.ts';
import { DUMP_FILE } from './manifest.ts';
import { readPostgresTool } from './postgres-tools.ts';
import type { WrittenFile } from './private-files.ts';

/** The database a backup is taken of: the embedded one open in this process, or a PostgreSQL server's. */
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** Writes a file of the backup from its content (private, encrypted when the backup is), answering its hash. */
export type WriteBackupFile = (name: string, content: Readable) => Promise<WrittenFile>;

export interface DatabaseDump extends WrittenFile {
  /** What the dump holds, read in the very snapshot it was taken of. */
  facts: DatabaseFacts;
  file: string;
}

/**
 * Dumps the database into the backup folder, and reads the dump's facts (counts, files) in the same snapshot, so the
 * manifest lists exactly the files the dump refers to.
 */
export async function dumpDatabase(source: BackupSource, write: WriteBackupFile): Promise<DatabaseDump> {
  const file = DUMP_FILE[source.kind];
  const save = (content: Readable) => write(file, content);
  const dumped =
    source.kind === 'pglite' ? await dumpEmbedded(source.client, save) : await dumpServer(source.url, save);
  return { ...dumped, file };
}

type DumpWriter = (content: Readable) => Promise<WrittenFile>;

/**
 * PGlite runs one statement at a time and a transaction holds it whole: inside this (read-only) transaction no other
 * writes, so the facts and the copy of the data directory are of one moment. Submissions wait meanwhile.
 */
async function dumpEmbedded(client: PGlite, save: DumpWriter): Promise<WrittenFile & { facts: DatabaseFacts }> {
  const { facts, tarball } = await client.transaction(async (tx) => {
    const read = await readDatabaseFacts(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    return { facts: read, tarball: await client.dumpDataDir('gzip') };
  });
  return { facts, ...(await save(Readable.fromWeb(tarball.stream() as WebReadableStream<Uint8Array>))) };
}

/**
 * pg_dump in a snapshot this connection exports: the facts are read in the same snapshot, and writes go on meanwhile
 * (pg_dump takes no lock that stops them).
 */
async function dumpServer(url: string, save: DumpWriter): Promise<WrittenFile & { facts: DatabaseFacts }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const exported = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = exported.rows[0]?.snapshot ?? '';
    const facts = await readDatabaseFacts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    // To its standard output, so the dump is never on disk unencrypted; pg_restore reads such a dump with --jobs.
    const written = await readPostgresTool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`], save);
    await client.query('commit');
    return { facts, ...written };
  } finally {
    await client.end();
  }
}
