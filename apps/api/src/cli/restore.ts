import { existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStoreConfig } from '../config.ts';
import type { FileStore } from '../integrations/storage/file-store.ts';
import { checkMigrationsKnown, type DatabaseFacts } from './backups/database-facts.ts';
import {
  checkEmbeddedNotInUse,
  clearDatabase,
  isDatabaseEmpty,
  loadDatabase,
  type RestoreTarget,
} from './backups/database-load.ts';
import { checkFilesInBucket, copyFilesIn } from './backups/file-copies.ts';
import { BackupError, readManifest, SECRET_FILE, type Manifest } from './backups/manifest.ts';
import { progressLine, seconds } from './backups/progress.ts';

export interface RestoreOptions {
  directory: string;
  target: RestoreTarget;
  store: FileStore;
  storeConfig: FileStoreConfig;
  /** Where the review-token secret goes back when the backup holds one. */
  dataDir: string;
  /** Replace what the target holds instead of refusing. */
  force: boolean;
  log: (line: string) => void;
}

const KIND_NAMES = { pglite: 'the embedded database (DATABASE_URL unset)', postgres: 'PostgreSQL (DATABASE_URL)' };

/**
 * Brings a backup back into an empty database and file store. The files go first, each checked by its hash, so a
 * damaged backup is found before the database is touched; then the dump is loaded and its counts checked against the
 * manifest.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { directory, target, log } = options;
  const started = Date.now();
  const manifest = await readManifest(directory);
  if (manifest.database.kind !== target.kind) {
    throw new BackupError(
      `This backup holds ${KIND_NAMES[manifest.database.kind]}; it restores only into the same kind, and this ` +
        `portal is configured for ${KIND_NAMES[target.kind]}.`,
    );
  }
  if (manifest.fileStore.kind === 's3' && options.storeConfig.kind !== 's3') {
    throw new BackupError(
      `This backup's files are in the bucket ${manifest.fileStore.bucket ?? ''}, not in the backup: restore it with ` +
        'FILE_STORE=s3 and that bucket.',
    );
  }
  checkMigrationsKnown(manifest);
  if (target.kind === 'pglite') checkEmbeddedNotInUse(target.dataDir);
  const databaseEmpty = await isDatabaseEmpty(target);
  const storeEmpty = isStoreEmpty(options.storeConfig);
  if (!options.force && (!databaseEmpty || !storeEmpty)) {
    const what = [databaseEmpty ? [] : ['database'], storeEmpty ? [] : ['file store']].flat().join(' and ');
    throw new BackupError(
      `The ${what} to restore into ${what.includes(' and ') ? 'are' : 'is'} not empty. Restore into an empty ` +
        'one, or add --force to replace the database (everything in it is lost; files already in the store stay).',
    );
  }
  log(`Restoring the backup of ${manifest.takenAt} (${String(manifest.counts.claims)} claims)…`);
  const progress = progressLine('Files', log);
  if (manifest.fileStore.kind === 'local') {
    await copyFilesIn(options.store, manifest.files, directory, progress);
  } else {
    await checkFilesInBucket(options.store, manifest.files, progress);
  }
  if (!databaseEmpty) {
    log('Emptying the database (--force)…');
    await clearDatabase(target);
  }
  const loading = Date.now();
  log('Loading the database…');
  const facts = await loadDatabase(target, join(directory, manifest.database.file));
  checkCounts(manifest, facts);
  log(`Database loaded in ${seconds(loading)}.`);
  if (manifest.reviewTokenSecret) {
    const secret = join(options.dataDir, SECRET_FILE);
    await mkdir(join(secret, '..'), { recursive: true, mode: 0o700 });
    await copyFile(join(directory, SECRET_FILE), secret);
  }
  log(`Restored in ${seconds(started)}.`);
  return manifest;
}

/** The local store holds no content yet (its folder of uploads aside); a bucket is never written by a restore. */
function isStoreEmpty(config: FileStoreConfig): boolean {
  if (config.kind === 's3' || !existsSync(config.directory)) return true;
  return readdirSync(config.directory).every((name) => name === 'tmp');
}

function checkCounts(manifest: Manifest, facts: DatabaseFacts): void {
  const expected = JSON.stringify(manifest.counts);
  const found = JSON.stringify(facts.counts);
  if (expected !== found) {
    throw new BackupError(`The restored database differs from the backup's manifest: ${found}, expected ${expected}.`);
  }
}
