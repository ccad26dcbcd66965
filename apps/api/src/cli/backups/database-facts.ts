import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import { BackupError, type Manifest } from './manifest.ts';

/** Runs one read-only statement in the snapshot being backed up (or in a restored database). */
export type ReadQuery = (text: string) => Promise<Record<string, unknown>[]>;

export interface DatabaseFacts {
  migrations: Manifest['database']['migrations'];
  counts: Manifest['counts'];
  /** Every file a claim refers to, by content hash, with its size. */
  files: { sha256: string; bytes: number }[];
}

const number = (value: unknown) => Number(value ?? 0);

/** What the manifest tells of a database: its migration level, its counts and the files its claims (and appeals) refer to. */
export async function readDatabaseFacts(query: ReadQuery): Promise<DatabaseFacts> {
  const [migrations] = await query(
    'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const [counts] = await query(`select
      (select count(*) from claims)::int as claims,
      (select count(*) from claim_events)::int as claim_events,
      (select count(*) from claim_files)::int as claim_files`);
  // The stored files claims, their appeals (issue 35) and pre-approvals' quotes (ADR 0036) refer to, all
  // content-addressed in one store; a backup taken before appeals, or before quotes, has no table of their files.
  const [tables] = await query(
    `select to_regclass('public.claim_appeal_files') is not null as appeals,
      to_regclass('public.pre_approval_files') is not null as quotes`,
  );
  const stored = [
    'select sha256, size_bytes from claim_files',
    ...(tables?.appeals === true ? ['select sha256, size_bytes from claim_appeal_files'] : []),
    ...(tables?.quotes === true ? ['select sha256, size_bytes from pre_approval_files'] : []),
  ].join(' union all ');
  const files = await query(
    `select sha256, max(size_bytes)::int as bytes from (${stored}) as stored group by sha256 order by sha256`,
  );
  return {
    migrations: {
      count: number(migrations?.count),
      last: migrations?.last === null || migrations?.last === undefined ? null : Number(migrations.last),
    },
    counts: {
      claims: number(counts?.claims),
      claimEvents: number(counts?.claim_events),
      claimFiles: number(counts?.claim_files),
      files: files.length,
    },
    files: files.map((row) => ({ sha256: String(row.sha256), bytes: number(row.bytes) })),
  };
}

/** Refuses a backup taken by a newer version of the portal: its migrations are ones this code does not know. */
export function checkMigrationsKnown(manifest: Manifest): void {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const { count, last } = manifest.database.migrations;
  const known = last === null || journal.entries.some((entry) => entry.when === last);
  if (count > journal.entries.length) {
    throw new BackupError(
      `This backup was taken by a newer version of the portal (${String(count)} database migrations; this version ` +
        `knows ${String(journal.entries.length)}). Restore it with that version or a later one.`,
    );
  }
  if (!known) {
    throw new BackupError(
      'This backup was taken by another version of the portal: its last database migration is not one this ' +
        'version has. Restore it with the version that took it.',
    );
  }
}
