import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decrypting, encrypting } from './file-encryption.ts';

/**
 * A backup's folders are 0700 and its files 0600, whatever the umask: they hold every family's claims. Each is
 * created with that mode (the umask can only take bits away) and set to it after, so a umask that takes away more
 * does not leave the operator unable to read their own backup.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/** Makes a folder (and any missing above it) and sets it private. */
export async function makePrivateFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: FOLDER_MODE });
  await chmod(path, FOLDER_MODE);
}

/** Writes a small file (the manifest, a secret) readable by its owner only; refuses to replace one. */
export async function writePrivateFile(path: string, content: string | Buffer): Promise<void> {
  await writeFile(path, content, { mode: FILE_MODE, flag: 'wx' });
  await chmod(path, FILE_MODE);
}

/** What was written: the hash and size of the content (before encryption). */
export interface WrittenFile {
  sha256: string;
  bytes: number;
}

/**
 * Streams content into a new private file under `root` (a private folder) at `name`, a path inside it written with
 * '/' (`files/ab/ab12…`), its folders made private too; encrypted with `key` when one is given, the name its
 * additional data. Answers the content's hash and size.
 */
export async function writeFolderFile(
  root: string,
  name: string,
  content: Readable | AsyncIterable<Buffer>,
  key: Buffer | undefined,
): Promise<WrittenFile> {
  const path = join(root, name);
  let folder = root;
  for (const part of name.split('/').slice(0, -1)) {
    folder = join(folder, part);
    await makePrivateFolder(folder);
  }
  const hash = createHash('sha256');
  let bytes = 0;
  const measuring = async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      bytes += chunk.length;
      yield chunk;
    }
  };
  const target = createWriteStream(path, { mode: FILE_MODE, flags: 'wx' });
  if (key === undefined) await pipeline(content, measuring, target);
  else await pipeline(content, measuring, encrypting(key, name), target);
  await chmod(path, FILE_MODE);
  return { sha256: hash.digest('hex'), bytes };
}

/** The content of a file under `root`, decrypted with `key` when one is given (DecryptionError when it does not). */
export function readFolderFile(root: string, name: string, key: Buffer | undefined): AsyncIterable<Buffer> {
  const bytes = createReadStream(join(root, name)) as AsyncIterable<Buffer>;
  return key === undefined ? bytes : decrypting(key, name)(bytes);
}
