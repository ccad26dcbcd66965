import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';

const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) });

/** A copy of the migrations folder that ends just before `tag`: a database migrated by it is one as it was then. */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const work = mkdtempSync(join(tmpdir(), 'ace-migrations-'));
  const folder = join(work, 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = journalSchema.parse(JSON.parse(readFileSync(journalPath, 'utf8')));
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`No migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return {
    folder,
    remove: () => {
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * The start of a migration test's seed statement: a parent of an existing database (Omar Khan, his bank connected)
 * as the common table expressions `parent` and `family` (which answers `user_id`), for `with ${familyOfOldDatabase},
 * kids as (…) …`. Users and parents have kept these columns since the first migration.
 */
export const familyOfOldDatabase = sql`
  parent as (
    insert into users (type, email, first_name, last_name)
    values ('Parent', 'omar.khan@example.com', 'Omar', 'Khan') returning id
  ), family as (
    insert into parents (user_id, has_provided_bank_details, has_healthy_bank_connection)
    select id, true, true from parent returning user_id
  )`;
