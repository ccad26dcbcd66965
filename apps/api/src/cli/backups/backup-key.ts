import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * What the operator's BACKUP_ENCRYPTION_KEY (32 bytes) gives a backup, each part derived from it by HKDF-SHA256 under
 * a name of its own, so no derived key can stand for another: an id, the key that signs the manifest, and the key of
 * each backup's files (from that backup's random salt, so no two backups encrypt under the same key).
 */
export interface BackupKey {
  /** Names the key in the manifest: a wrong key is told apart from a changed manifest. Reveals nothing of the key. */
  id: string;
  /** Signs the manifest: HMAC-SHA256. */
  signing: Buffer;
  /** Encrypts the files of the backup whose manifest holds this salt: AES-256-GCM. */
  fileKey(salt: Buffer): Buffer;
}

const derive = (secret: Buffer, salt: Buffer, name: string, bytes: number) =>
  Buffer.from(hkdfSync('sha256', secret, salt, `ace-portal backup ${name}`, bytes));

export function backupKey(secret: Buffer): BackupKey {
  const none = Buffer.alloc(0);
  return {
    id: derive(secret, none, 'key id', 8).toString('hex'),
    signing: derive(secret, none, 'manifest signature', 32),
    fileKey: (salt) => derive(secret, salt, 'file encryption', 32),
  };
}

/**
 * The manifest's signature: an HMAC of its content (every file's hash, the database's file and hash, the counts, the
 * encryption's salt) written with its keys in order, so the same manifest signs the same however it is laid out.
 */
export function signatureOf(key: BackupKey, content: unknown): string {
  return createHmac('sha256', key.signing).update(canonicalJson(content)).digest('hex');
}

export function signatureMatches(key: BackupKey, content: unknown, signature: string): boolean {
  const expected = Buffer.from(signatureOf(key, content), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** JSON with every object's keys sorted (undefined values left out, as JSON.stringify does). */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
