import { sha256Fingerprint } from '@ace/app-core/claim-resubmission';
import { MAX_FILE_BYTES } from '@ace/domain';
import { CryptoDigestAlgorithm, digest } from 'expo-crypto';
import { readFileBytes } from '../../lib/file-bytes';

/**
 * The key a chosen file is known by: the SHA-256 of its bytes, as the server and the web app compute it, so the
 * same receipt chosen twice (under any name) is a duplicate. A file the upload rules refuse for its size (none, or
 * 10 MB and more) is not read. The key is app-core's sha256Fingerprint, the one a corrected claim's kept files carry,
 * so choosing a kept receipt again is a duplicate too.
 */
export async function contentFingerprint(file: {
  uri: string;
  name: string;
  size: number;
  blob?: Blob | undefined;
}): Promise<string> {
  if (file.size <= 0 || file.size >= MAX_FILE_BYTES) return `unread:${file.name}|${file.size}|${file.uri}`;
  const hash = await digest(CryptoDigestAlgorithm.SHA256, new Uint8Array(await readFileBytes(file)));
  return sha256Fingerprint(Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join(''));
}
