import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** A problem the operator can fix (a wrong folder, a refused target, a damaged copy): its message, no stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const MANIFEST_FILE = 'manifest.json';
/** The database's dump in the backup folder: PGlite's data directory as a gzipped tarball, or `pg_dump -Fc`. */
export const DUMP_FILE = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;
/** The local store's files, under `files/<first two hex>/<sha256>` as in the store itself. */
export const FILES_FOLDER = 'files';
/** The review-token secret the API kept in DATA_DIR (when REVIEW_TOKEN_SECRET is unset). */
export const SECRET_FILE = join('secrets', 'review-token.key');

export const BACKUP_FORMAT = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  takenAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.string().min(1),
    bytes: z.number().int().nonnegative(),
    /** The last migration applied (its `when` in the journal) and how many were: the code that can restore it. */
    migrations: z.object({ count: z.number().int().nonnegative(), last: z.number().int().nullable() }),
  }),
  counts: z.object({
    claims: z.number().int().nonnegative(),
    claimEvents: z.number().int().nonnegative(),
    claimFiles: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
  }),
  fileStore: z.object({
    kind: z.enum(['local', 's3']),
    /** Where the bytes are: in this folder (local), or the bucket's keys (s3: the bucket keeps them). */
    bucket: z.string().optional(),
  }),
  /** Every file the database refers to, by content hash; with S3, its key in the bucket too. */
  files: z.array(z.object({ sha256, bytes: z.number().int().nonnegative(), key: z.string().optional() })),
  /** Whether the folder holds the review-token secret kept in DATA_DIR. */
  reviewTokenSecret: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Written last: a folder without its manifest is an unfinished backup, never restored. */
export async function writeManifest(directory: string, manifest: Manifest): Promise<void> {
  await writeFile(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(directory: string): Promise<Manifest> {
  const path = join(directory, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new BackupError(
      `${directory} holds no backup (no ${MANIFEST_FILE}): name the folder \`npm run backup\` wrote, whole.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path} is not valid JSON: the backup is damaged.`);
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${path} is of backup format ${String(format)}; this version of the portal reads format ${String(BACKUP_FORMAT)}.`,
    );
  }
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const where = result.error.issues
      .slice(0, 3)
      .map((issue) => issue.path.join('.'))
      .join(', ');
    throw new BackupError(
      `${path} is not a backup manifest this portal can read (at ${where}): the backup is damaged.`,
    );
  }
  return result.data;
}
