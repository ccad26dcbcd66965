import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStoreConfig } from '../config.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { s3KeyOf } from '../integrations/storage/s3-file-store.ts';
import { dumpDatabase, type BackupSource } from './backups/database-dump.ts';
import { checkFilesInBucket, copyFilesOut } from './backups/file-copies.ts';
import { BACKUP_FORMAT, BackupError, SECRET_FILE, writeManifest, type Manifest } from './backups/manifest.ts';
import { progressLine, seconds } from './backups/progress.ts';

export interface BackupOptions {
  source: BackupSource;
  store: FileStore;
  storeConfig: FileStoreConfig;
  /** Where the API keeps its review-token secret when REVIEW_TOKEN_SECRET is unset. */
  dataDir: string;
  /** The folder to write: new, or empty. */
  directory: string;
  log: (line: string) => void;
}

/**
 * A whole-portal backup: the database dumped first, in one snapshot that also lists the files its claims refer to;
 * then those files. A file is in the store before its claim commits (the claim's transaction keeps it), so every file
 * the snapshot refers to is there to copy. The manifest is written last: a folder without one is no backup.
 */
export async function takeBackup(options: BackupOptions): Promise<Manifest> {
  const { directory, log } = options;
  if (existsSync(directory) && readdirSync(directory).length > 0) {
    throw new BackupError(`${directory} is not empty: name a new folder for each backup.`);
  }
  const started = Date.now();
  await mkdir(directory, { recursive: true });
  try {
    log(`Dumping the database (${options.source.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})…`);
    const dump = await dumpDatabase(options.source, directory);
    const { counts } = dump.facts;
    log(
      `Database dumped in ${seconds(started)}: ${String(counts.claims)} claims, ${String(counts.claimEvents)} events, ` +
        `${String(counts.files)} files referred to; ${(dump.bytes / 1e6).toFixed(1)} MB.`,
    );
    const progress = progressLine('Files', log);
    if (options.storeConfig.kind === 'local') await copyFilesOut(options.store, dump.facts.files, directory, progress);
    else await checkFilesInBucket(options.store, dump.facts.files, progress);
    const secret = join(options.dataDir, SECRET_FILE);
    const reviewTokenSecret = existsSync(secret);
    if (reviewTokenSecret) {
      await mkdir(join(directory, SECRET_FILE, '..'), { recursive: true });
      await copyFile(secret, join(directory, SECRET_FILE));
    }
    const bucket = options.storeConfig.kind === 's3' ? options.storeConfig.bucket : undefined;
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      takenAt: new Date(started).toISOString(),
      database: { kind: options.source.kind, file: dump.file, bytes: dump.bytes, migrations: dump.facts.migrations },
      counts,
      fileStore: { kind: options.storeConfig.kind, ...(bucket === undefined ? {} : { bucket }) },
      files: dump.facts.files.map((file) => (bucket === undefined ? file : { ...file, key: s3KeyOf(file.sha256) })),
      reviewTokenSecret,
    };
    await writeManifest(directory, manifest);
    log(`Backup written to ${directory} in ${seconds(started)}.`);
    return manifest;
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
