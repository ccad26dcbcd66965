import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
import { DecryptionError } from './backups/file-encryption.ts';
import { checkFilesInBucket, copyFilesIn } from './backups/file-copies.ts';
import { verifyManifest } from './backups/manifest-signature.ts';
import { BackupError, readManifest, SECRET_FILE, type Manifest } from './backups/manifest.ts';
import {
  makePrivateFolder,
  readFolderFile,
  writeFolderFile,
  writePrivateFile,
  type WrittenFile,
} from './backups/private-files.ts';
import { progressLine, seconds } from './backups/progress.ts';

export interface RestoreOptions {
  directory: string;
  target: RestoreTarget;
  store: FileStore;
  storeConfig: FileStoreConfig;
  /** Where the review-token secret goes back when the backup holds one; the dump is staged here while it loads. */
  dataDir: string;
  /** BACKUP_ENCRYPTION_KEY: the key the backup was taken with; undefined for a backup taken without one. */
  encryptionKey: Buffer | undefined;
  /** Replace what the target holds instead of refusing. */
  force: boolean;
  log: (line: string) => void;
}

const NOT_RESTORED = 'Nothing was restored; restore another backup.';

const KIND_NAMES = { pglite: 'the embedded database (DATABASE_URL unset)', postgres: 'PostgreSQL (DATABASE_URL)' };

/**
 * Brings a backup back into an empty database and file store. Nothing of the backup is used before its manifest is
 * verified (its signature, with a key); then the dump is staged in a private folder and checked against the
 * manifest's hash, and the files go in, each checked by its hash, so a damaged or changed backup is found before the
 * database is touched; only then is the staged dump loaded and its counts checked against the manifest.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { directory, target, log } = options;
  const started = Date.now();
  const manifest = await readManifest(directory);
  const fileKey = verifyManifest(manifest, options.encryptionKey);
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
  const read = (name: string) => readFolderFile(directory, name, fileKey);
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(join(options.dataDir, 'restore-'));
  try {
    await makePrivateFolder(staging);
    const dump = await stageChecked(manifest.database.file, manifest.database, read, staging);
    const secret =
      manifest.reviewTokenSecret === null
        ? undefined
        : await stageChecked(SECRET_FILE, manifest.reviewTokenSecret, read, staging);
    const progress = progressLine('Files', log);
    if (manifest.fileStore.kind === 'local') {
      await copyFilesIn(options.store, manifest.files, read, progress);
    } else {
      await checkFilesInBucket(options.store, manifest.files, progress);
    }
    if (!databaseEmpty) {
      log('Emptying the database (--force)…');
      await clearDatabase(target);
    }
    const loading = Date.now();
    log('Loading the database…');
    const facts = await loadDatabase(target, dump);
    checkCounts(manifest, facts);
    log(`Database loaded in ${seconds(loading)}.`);
    if (secret !== undefined) await putSecretBack(options.dataDir, secret);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  log(`Restored in ${seconds(started)}.`);
  return manifest;
}

/**
 * Copies a file of the backup into the private staging folder (decrypting it), and checks its content against the
 * manifest: what is loaded is what was checked, whatever happens to the backup folder meanwhile. Answers its path.
 */
async function stageChecked(
  name: string,
  expected: Pick<WrittenFile, 'sha256'>,
  read: (name: string) => AsyncIterable<Buffer>,
  staging: string,
): Promise<string> {
  const damaged = `${name} in the backup is damaged or was changed after it was taken`;
  const stagedName = name.replaceAll('/', '-');
  let staged: WrittenFile;
  try {
    staged = await writeFolderFile(staging, stagedName, read(name), undefined);
  } catch (error) {
    if (error instanceof DecryptionError) throw new BackupError(`${damaged}: it does not decrypt. ${NOT_RESTORED}`);
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`${name} is missing from the backup. ${NOT_RESTORED}`);
    throw error;
  }
  if (staged.sha256 !== expected.sha256) {
    throw new BackupError(
      `${damaged}: its content hashes to ${staged.sha256}, the manifest says ${expected.sha256}. ${NOT_RESTORED}`,
    );
  }
  return join(staging, stagedName);
}

/** The review-token secret back where the API keeps it, readable by its owner only. */
async function putSecretBack(dataDir: string, staged: string): Promise<void> {
  const path = join(dataDir, SECRET_FILE);
  await makePrivateFolder(dirname(path));
  await rm(path, { force: true });
  await writePrivateFile(path, await readFile(staged));
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
