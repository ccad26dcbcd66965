import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createFileStore } from '../integrations/storage/file-stores.ts';
import { takeBackup } from './backup.ts';
import { checkEmbeddedNotInUse, embeddedFolder } from './backups/database-load.ts';
import { BackupError } from './backups/manifest.ts';
import { restoreBackup } from './restore.ts';

const FLAGS = { backup: ['--unencrypted'], restore: ['--force'] };

/**
 * `backup DIR [--unencrypted]` and `restore DIR [--force]` of the portal's command line, on the database and file
 * store the configuration names, with BACKUP_ENCRYPTION_KEY. Answers the exit code; an operator's mistake is told in a
 * sentence, without a stack trace.
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[], config: Config): Promise<number> {
  const log = (line: string) => {
    console.log(line);
  };
  try {
    const force = args.includes('--force');
    const unknown = args.filter((arg) => arg.startsWith('--') && !FLAGS[command].includes(arg));
    const folders = args.filter((arg) => !arg.startsWith('--'));
    const [folder] = folders;
    if (unknown.length > 0 || folders.length !== 1 || folder === undefined) {
      throw new BackupError(
        command === 'backup'
          ? 'Name the folder to write the backup into: npm run backup -- DIR [--unencrypted]'
          : 'Name the backup folder to restore: npm run restore -- DIR [--force]',
      );
    }
    const directory = resolve(folder);
    const store = createFileStore(config.fileStore);
    const encryptionKey = config.backupEncryptionKey;
    if (command === 'restore') {
      const target =
        config.databaseUrl === undefined
          ? ({ kind: 'pglite', dataDir: config.dataDir } as const)
          : ({ kind: 'postgres', url: config.databaseUrl } as const);
      await restoreBackup({
        directory,
        target,
        store,
        storeConfig: config.fileStore,
        dataDir: config.dataDir,
        encryptionKey,
        force,
        log,
      });
      return 0;
    }
    checkEncryptionChosen(encryptionKey, args.includes('--unencrypted'));
    const backup = { store, storeConfig: config.fileStore, dataDir: config.dataDir, directory, encryptionKey, log };
    if (config.databaseUrl !== undefined) {
      await takeBackup({ ...backup, source: { kind: 'postgres', url: config.databaseUrl } });
      return 0;
    }
    if (!existsSync(embeddedFolder(config.dataDir))) {
      throw new BackupError(`There is no embedded database in ${config.dataDir} to back up (DATA_DIR).`);
    }
    checkEmbeddedNotInUse(config.dataDir);
    const database = openDatabase({ dataDir: config.dataDir });
    try {
      const client = database.embedded;
      if (client === undefined) throw new Error('The embedded database did not open.');
      await takeBackup({ ...backup, source: { kind: 'pglite', client } });
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(error.message);
    return 1;
  }
}

/** A backup holds every family's claims: in the clear only when the operator says so. */
function checkEncryptionChosen(encryptionKey: Buffer | undefined, unencrypted: boolean): void {
  if (encryptionKey === undefined && !unencrypted) {
    throw new BackupError(
      'Set BACKUP_ENCRYPTION_KEY to encrypt the backup (32 random bytes: openssl rand -hex 32; keep the key apart ' +
        'from the backups, it is needed to restore them), or add --unencrypted to write it in the clear.',
    );
  }
  if (encryptionKey !== undefined && unencrypted) {
    throw new BackupError('BACKUP_ENCRYPTION_KEY is set and --unencrypted given: unset the one you do not mean.');
  }
}
