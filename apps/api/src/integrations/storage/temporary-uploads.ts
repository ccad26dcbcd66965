import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';

/** The local directory every store streams uploads into while their size, type and sha256 are checked. */
export function temporaryUploads(directory: string): Pick<FileStore, 'temporaryPath' | 'discard'> {
  mkdirSync(directory, { recursive: true });
  return {
    temporaryPath: () => join(directory, `${randomUUID()}.upload`),
    discard: (path) => rm(path, { force: true }),
  };
}
