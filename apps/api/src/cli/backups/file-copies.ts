import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../integrations/storage/file-store.ts';
import { DecryptionError } from './file-encryption.ts';
import { BackupError, FILES_FOLDER } from './manifest.ts';
import type { WrittenFile } from './private-files.ts';

export interface ListedFile {
  sha256: string;
  bytes: number;
}

/** Told after each file: how many are done of how many. */
export type FileProgress = (done: number, total: number) => void;

/** How many files are copied at once: reads of a disk or a bucket overlap, without opening thousands. */
const AT_ONCE = 8;

/** A file's name in the backup folder, as in the local store: `files/<first two hex>/<sha256>`. */
export const backupFileName = (sha256: string) => `${FILES_FOLDER}/${sha256.slice(0, 2)}/${sha256}`;

/** Copies every listed file out of the store into the backup folder, checking each one's bytes by their hash. */
export async function copyFilesOut(
  store: FileStore,
  files: ListedFile[],
  write: (name: string, content: Readable) => Promise<WrittenFile>,
  progress: FileProgress,
): Promise<void> {
  const problems = await eachFile(files, progress, async (file) => {
    let written: WrittenFile;
    try {
      written = await write(backupFileName(file.sha256), store.read(file.sha256));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return `${file.sha256}: missing in the file store`;
      throw error;
    }
    // The backup is removed whole when a file is wrong, this one with it.
    return written.sha256 === file.sha256
      ? undefined
      : `${file.sha256}: damaged (its bytes hash to ${written.sha256}) in the file store`;
  });
  if (problems.length > 0) {
    throw new BackupError(
      `No backup was written: ${describe(problems)}\nThe claims that refer to these files have lost them; ` +
        'restore the files from an earlier backup, then back up again.',
    );
  }
}

/**
 * Puts every listed file of the backup folder into the store, each checked by its hash (and, encrypted, by its tag)
 * before it is kept.
 */
export async function copyFilesIn(
  store: FileStore,
  files: ListedFile[],
  read: (name: string) => AsyncIterable<Buffer>,
  progress: FileProgress,
): Promise<void> {
  const problems = await eachFile(files, progress, async (file) => {
    const temporary = store.temporaryPath();
    const problem = await copyChecked(read(backupFileName(file.sha256)), temporary, file.sha256);
    if (problem !== undefined) {
      await store.discard(temporary);
      return `${file.sha256}: ${problem} in the backup`;
    }
    await store.keep(temporary, file.sha256);
    return undefined;
  });
  if (problems.length > 0) {
    throw new BackupError(
      `The backup cannot be restored whole: ${describe(problems)}\nThe database was not restored. Restore an ` +
        'earlier backup, or copy these files into the backup folder from another copy of it.',
    );
  }
}

/** With S3 the bucket keeps the bytes (its versioning and replication): checks each listed file is there. */
export async function checkFilesInBucket(store: FileStore, files: ListedFile[], progress: FileProgress): Promise<void> {
  const problems = await eachFile(files, progress, async (file) =>
    (await store.has(file.sha256)) ? undefined : `${file.sha256}: missing from the bucket`,
  );
  if (problems.length > 0) {
    throw new BackupError(
      `${describe(problems)}\nRecover them from the bucket's versions or its replica; the database refers to them.`,
    );
  }
}

/** Streams the bytes to a path; answers what is wrong with them (missing, or not the content of that hash). */
async function copyChecked(source: AsyncIterable<Buffer>, path: string, sha256: string): Promise<string | undefined> {
  const hash = createHash('sha256');
  try {
    await pipeline(
      source,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          yield chunk;
        }
      },
      createWriteStream(path),
    );
  } catch (error) {
    if (error instanceof DecryptionError) return 'damaged (it does not decrypt: changed after the backup was taken)';
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  const found = hash.digest('hex');
  return found === sha256 ? undefined : `damaged (its bytes hash to ${found})`;
}

/** Runs the work for every file, a few at a time; answers the problems it reported. */
async function eachFile(
  files: ListedFile[],
  progress: FileProgress,
  work: (file: ListedFile) => Promise<string | undefined>,
): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index];
      if (file === undefined) continue;
      const problem = await work(file);
      if (problem !== undefined) problems.push(problem);
      done += 1;
      progress(done, files.length);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return problems.sort();
}

function describe(problems: string[]): string {
  const shown = problems.slice(0, 10).map((problem) => `  ${problem}`);
  const more = problems.length - shown.length;
  return [
    `${String(problems.length)} ${problems.length === 1 ? 'file is' : 'files are'} missing or damaged:`,
    ...shown,
    ...(more > 0 ? [`  … and ${String(more)} more.`] : []),
  ].join('\n');
}
