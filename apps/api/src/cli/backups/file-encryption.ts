import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';

/**
 * A backup's file encrypted with AES-256-GCM, streamed: a random 12-byte nonce, the ciphertext, the 16-byte tag. The
 * file's place in the backup is its additional data, so a file moved to another name does not decrypt there.
 */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

/** The file's bytes are not what was encrypted under this key and name: changed, cut short, or moved. */
export class DecryptionError extends Error {
  override name = 'DecryptionError';
}

/** Encrypts a stream of bytes (a step of `pipeline`). */
export function encrypting(key: Buffer, name: string) {
  return async function* (chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv(ALGORITHM, key, nonce);
    cipher.setAAD(Buffer.from(name));
    yield nonce;
    for await (const chunk of chunks) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  };
}

/**
 * Decrypts a stream of bytes (a step of `pipeline`). The bytes it gives are authenticated only when the stream ends
 * without a DecryptionError: a reader keeps them aside (a staging file, the store's temporary file) until then.
 */
export function decrypting(key: Buffer, name: string) {
  return async function* (chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let pending = Buffer.alloc(0);
    let decipher: DecipherGCM | undefined;
    for await (const chunk of chunks) {
      pending = Buffer.concat([pending, chunk]);
      if (decipher === undefined) {
        if (pending.length < NONCE_BYTES) continue;
        decipher = createDecipheriv(ALGORITHM, key, pending.subarray(0, NONCE_BYTES));
        decipher.setAAD(Buffer.from(name));
        pending = pending.subarray(NONCE_BYTES);
      }
      // The last 16 bytes may be the tag: held back until the stream ends.
      if (pending.length > TAG_BYTES) {
        yield decipher.update(pending.subarray(0, pending.length - TAG_BYTES));
        pending = pending.subarray(pending.length - TAG_BYTES);
      }
    }
    if (decipher === undefined || pending.length !== TAG_BYTES) throw new DecryptionError(`${name} is cut short`);
    decipher.setAuthTag(pending);
    let last: Buffer;
    try {
      last = decipher.final();
    } catch {
      throw new DecryptionError(`${name} does not decrypt`);
    }
    yield last;
  };
}
