import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from './private-files.ts';

/** A problem the operator can fix (a wrong folder, a refused target, a damaged copy): its message, no stack trace. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const MANIFEST_FILE = 'manifest.json';
/** The database's dump in the backup folder: PGlite's data directory as a gzipped tarball, or `pg_dump -Fc`. */
export const DUMP_FILE = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;
/** The local store's files, under `files/<first two hex>/<sha256>` as in the store itself. */
export const FILES_FOLDER = 'files';
/** The review-token secret the API kept in DATA_DIR (when REVIEW_TOKEN_SECRET is unset): only in an encrypted backup. */
export const SECRET_FILE = 'secrets/review-token.key';

/** 2: modes 0700/0600, the database's hash, encryption and the signature (issue 29). */
export const BACKUP_FORMAT = 2;

/** 256 bits in hex: a sha256, a salt, an HMAC-SHA256. */
const hex256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A file right in the backup folder: no folder, no '..', no absolute path. */
const bareFileName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  takenAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: bareFileName,
    /** The dump's content, checked before it is loaded. */
    sha256: hex256,
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
  files: z.array(z.object({ sha256: hex256, bytes: z.number().int().nonnegative(), key: z.string().optional() })),
  /** The review-token secret kept in DATA_DIR, when the folder holds it (encrypted backups only). */
  reviewTokenSecret: z.object({ sha256: hex256 }).nullable(),
  /** Null: the files are as they were. Otherwise each is AES-256-GCM under a key derived from the salt. */
  encryption: z.object({ algorithm: z.literal('AES-256-GCM'), salt: hex256 }).nullable(),
  /** The HMAC-SHA256 of the rest of the manifest, under the key's signing key; absent in a backup without a key. */
  signature: z
    .object({ algorithm: z.literal('HMAC-SHA256'), keyId: z.string().regex(/^[0-9a-f]{16}$/), value: hex256 })
    .optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type UnsignedManifest = Omit<Manifest, 'signature'>;

/** Written last: a folder without its manifest is an unfinished backup, never restored. */
export async function writeManifest(directory: string, manifest: Manifest): Promise<void> {
  await writePrivateFile(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
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
