import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStoreConfig } from '../config.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { s3KeyOf } from '../integrations/storage/s3-file-store.ts';
import { backupKey } from './backups/backup-key.ts';
import { dumpDatabase, type BackupSource } from './backups/database-dump.ts';
import { checkFilesInBucket, copyFilesOut } from './backups/file-copies.ts';
import { signManifest } from './backups/manifest-signature.ts';
import { BACKUP_FORMAT, BackupError, SECRET_FILE, writeManifest, type Manifest } from './backups/manifest.ts';
import { makePrivateFolder, writeFolderFile } from './backups/private-files.ts';
import { progressLine, seconds } from './backups/progress.ts';

export interface BackupOptions {
  source: BackupSource;
  store: FileStore;
  storeConfig: FileStoreConfig;
  /** Where the API keeps its review-token secret when REVIEW_TOKEN_SECRET is unset. */
  dataDir: string;
  /** The folder to write: new, or empty. */
  directory: string;
  /** BACKUP_ENCRYPTION_KEY: encrypts the files and signs the manifest. Undefined: neither (--unencrypted). */
  encryptionKey: Buffer | undefined;
  log: (line: string) => void;
}

/**
 * A whole-portal backup: the database dumped first, in one snapshot that also lists the files its claims refer to;
 * then those files. A file is in the store before its claim commits (the claim's transaction keeps it), so every file
 * the snapshot refers to is there to copy. The manifest is written last: a folder without one is no backup. Folders
 * are 0700 and files 0600; with a key every file is encrypted and the manifest signed.
 */
export async function takeBackup(options: BackupOptions): Promise<Manifest> {
  const { directory, encryptionKey, log } = options;
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new BackupError(`${directory} is not empty: name a new folder for each backup.`);
  }
  const started = Date.now();
  await makePrivateFolder(directory);
  try {
    const salt = randomBytes(32);
    const fileKey = encryptionKey === undefined ? undefined : backupKey(encryptionKey).fileKey(salt);
    const write = (name: string, content: Readable) => writeFolderFile(directory, name, content, fileKey);
    log(`Dumping the database (${options.source.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})…`);
    const dump = await dumpDatabase(options.source, write);
    const { counts } = dump.facts;
    log(
      `Database dumped in ${seconds(started)}: ${String(counts.claims)} claims, ${String(counts.claimEvents)} events, ` +
        `${String(counts.files)} files referred to; ${(dump.bytes / 1e6).toFixed(1)} MB.`,
    );
    const progress = progressLine('Files', log);
    if (options.storeConfig.kind === 'local') await copyFilesOut(options.store, dump.facts.files, write, progress);
    else await checkFilesInBucket(options.store, dump.facts.files, progress);
    const reviewTokenSecret = await copySecret(join(options.dataDir, SECRET_FILE), fileKey === undefined, write, log);
    const bucket = options.storeConfig.kind === 's3' ? options.storeConfig.bucket : undefined;
    const manifest = signManifest(
      {
        format: BACKUP_FORMAT,
        takenAt: new Date(started).toISOString(),
        database: {
          kind: options.source.kind,
          file: dump.file,
          sha256: dump.sha256,
          bytes: dump.bytes,
          migrations: dump.facts.migrations,
        },
        counts,
        fileStore: { kind: options.storeConfig.kind, ...(bucket === undefined ? {} : { bucket }) },
        files: dump.facts.files.map((file) => (bucket === undefined ? file : { ...file, key: s3KeyOf(file.sha256) })),
        reviewTokenSecret,
        encryption: fileKey === undefined ? null : { algorithm: 'AES-256-GCM', salt: salt.toString('hex') },
      },
      encryptionKey,
    );
    await writeManifest(directory, manifest);
    if (fileKey === undefined) {
      log('The backup is not encrypted: whoever can read the folder reads every claim. Keep it where only you can.');
    }
    log(`Backup written to ${directory} in ${seconds(started)}.`);
    return manifest;
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The review-token secret the API keeps in DATA_DIR (REVIEW_TOKEN_SECRET unset: a development or demo portal; the
 * production start requires the variable). With the database's salts it opens every pending review, against what
 * review-tokens.ts promises of a copy of the database: so it goes only into an encrypted backup.
 */
async function copySecret(
  path: string,
  inTheClear: boolean,
  write: (name: string, content: Readable) => Promise<{ sha256: string }>,
  log: (line: string) => void,
): Promise<Manifest['reviewTokenSecret']> {
  if (!existsSync(path)) return null;
  if (inTheClear) {
    log(
      `The review-token secret (${path}) is left out of a backup that is not encrypted: after a restore elsewhere, ` +
        'open review links do not open (send new ones), unless that secret is copied there too.',
    );
    return null;
  }
  const { sha256 } = await write(SECRET_FILE, createReadStream(path));
  return { sha256 };
}
