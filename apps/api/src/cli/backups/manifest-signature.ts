import { backupKey, signatureMatches, signatureOf } from './backup-key.ts';
import { BackupError, type Manifest, type UnsignedManifest } from './manifest.ts';

/** The manifest with its signature, when the backup is taken with a key. */
export function signManifest(content: UnsignedManifest, secret: Buffer | undefined): Manifest {
  if (secret === undefined) return content;
  const key = backupKey(secret);
  return { ...content, signature: { algorithm: 'HMAC-SHA256', keyId: key.id, value: signatureOf(key, content) } };
}

/**
 * Checks a backup's manifest is the one written with this key, before anything of the backup is used; answers the
 * key its files are encrypted with (undefined: they are not). A backup taken without a key restores only without one:
 * with BACKUP_ENCRYPTION_KEY set, a folder without a signature is refused, or removing the signature would pass.
 */
export function verifyManifest(manifest: Manifest, secret: Buffer | undefined): Buffer | undefined {
  const { signature, ...content } = manifest;
  if (secret === undefined) {
    if (manifest.encryption !== null || signature !== undefined) {
      throw new BackupError(
        `This backup is ${manifest.encryption === null ? 'signed' : 'encrypted'}: set BACKUP_ENCRYPTION_KEY to the ` +
          'key it was taken with, then restore it again.',
      );
    }
    return undefined;
  }
  if (signature === undefined) {
    throw new BackupError(
      'This backup is not signed, and BACKUP_ENCRYPTION_KEY is set: a backup taken with the key is always signed, so ' +
        'this one was taken without it, or its signature was removed. Restore it without BACKUP_ENCRYPTION_KEY only ' +
        'if you know where the folder comes from.',
    );
  }
  const key = backupKey(secret);
  if (signature.keyId !== key.id) {
    throw new BackupError(
      `BACKUP_ENCRYPTION_KEY is not the key this backup was taken with (the backup names key ${signature.keyId}, ` +
        `this one is ${key.id}). Set the key it was taken with, then restore it again.`,
    );
  }
  if (!signatureMatches(key, content, signature.value)) {
    throw new BackupError(
      "This backup's manifest was changed after it was taken: its signature does not match. Nothing was restored; " +
        'restore another backup.',
    );
  }
  return manifest.encryption === null ? undefined : key.fileKey(Buffer.from(manifest.encryption.salt, 'hex'));
}
