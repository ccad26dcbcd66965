import { randomUUID } from 'node:crypto';
import { constants, mkdirSync } from 'node:fs';
import { access, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';

const UPLOAD_SUFFIX = '.upload';

/** Rejects unless the directory exists and this process may write into it. */
export function checkWritable(directory: string): Promise<void> {
  return access(directory, constants.W_OK);
}

/**
 * The local directory every store streams uploads into while their size, type and sha256 are checked. A request
 * removes its own upload however it ends; what a killed process left behind is removed by the recurring sweep
 * (modules/files/files.jobs.ts), once it is older than any request can last (several processes may share the
 * directory, and one's upload in flight must not be taken for another's leftover).
 */
export function temporaryUploads(
  directory: string,
): Pick<FileStore, 'temporaryPath' | 'discard' | 'sweepUploads' | 'checkUploads'> {
  mkdirSync(directory, { recursive: true });
  return {
    checkUploads: () => checkWritable(directory),
    temporaryPath: () => join(directory, `${randomUUID()}${UPLOAD_SUFFIX}`),
    discard: (path) => rm(path, { force: true }),
    async sweepUploads(modifiedBefore) {
      const swept = { files: 0, bytes: 0 };
      for (const name of await readdir(directory)) {
        if (!name.endsWith(UPLOAD_SUFFIX)) continue;
        const path = join(directory, name);
        // Another process may remove its own upload meanwhile.
        const found = await stat(path).catch(() => undefined);
        if (found === undefined || found.mtimeMs >= modifiedBefore.getTime()) continue;
        await rm(path, { force: true });
        swept.files += 1;
        swept.bytes += found.size;
      }
      return swept;
    },
  };
}
