import { createReadStream, mkdirSync } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { checkWritable, temporaryUploads } from './temporary-uploads.ts';

/**
 * Claim files, stored by content (the sha256 of their bytes) so that the same receipt is kept once. Uploads are
 * streamed into a temporary file first and moved into place only when their claim is written.
 */
export interface FileStore {
  /** A fresh path to stream an upload into. */
  temporaryPath(): string;
  /** Moves an upload into the store under its sha256; true when this put the content there first. */
  keep(temporaryPath: string, sha256: string): Promise<boolean>;
  discard(path: string): Promise<void>;
  /** Removes the uploads last written before `modifiedBefore` (left by a killed process); answers what it removed. */
  sweepUploads(modifiedBefore: Date): Promise<{ files: number; bytes: number }>;
  /** Removes stored content (used to undo a keep whose claim was not written). */
  remove(sha256: string): Promise<void>;
  has(sha256: string): Promise<boolean>;
  read(sha256: string): Readable;
  /** Rejects when the store cannot be used now (its directory not writable, its bucket not answering). */
  check(): Promise<void>;
  /** Rejects when this process cannot stream uploads into its local directory. */
  checkUploads(): Promise<void>;
  /**
   * True for a store every copy of the API shares (an object store): its outage is every copy's, and a copy still
   * serves what needs no file (readiness names it degraded, not failed).
   */
  shared: boolean;
}

/** The local default: a directory, with temporary uploads beside the content so moves are atomic renames. */
export function createLocalFileStore(directory: string): FileStore {
  const contentPath = (sha256: string) => join(directory, sha256.slice(0, 2), sha256);
  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );
  return {
    ...temporaryUploads(join(directory, 'tmp')),
    shared: false,
    async keep(temporaryPath, sha256) {
      const target = contentPath(sha256);
      if (await exists(target)) {
        await rm(temporaryPath, { force: true });
        return false;
      }
      mkdirSync(join(directory, sha256.slice(0, 2)), { recursive: true });
      await rename(temporaryPath, target);
      return true;
    },
    remove: (sha256) => rm(contentPath(sha256), { force: true }),
    has: (sha256) => exists(contentPath(sha256)),
    read: (sha256) => createReadStream(contentPath(sha256)),
    check: () => checkWritable(directory),
  };
}
