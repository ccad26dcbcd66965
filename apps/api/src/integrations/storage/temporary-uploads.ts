import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from './file-store.ts';

const UPLOAD_SUFFIX = '.upload';

/** An upload older than this belongs to no request any more (its process was killed): it is swept at start. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * The local directory every store streams uploads into while their size, type and sha256 are checked. A request
 * removes its own upload however it ends; what a killed process left behind is removed when a store opens the
 * directory again, once it is a day old (several processes may share the directory).
 */
export function temporaryUploads(directory: string, now = new Date()): Pick<FileStore, 'temporaryPath' | 'discard'> {
  mkdirSync(directory, { recursive: true });
  for (const name of readdirSync(directory)) {
    if (!name.endsWith(UPLOAD_SUFFIX)) continue;
    const path = join(directory, name);
    // Another process may remove its own upload meanwhile.
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && now.getTime() - modified > STALE_UPLOAD_MS) rmSync(path, { force: true });
  }
  return {
    temporaryPath: () => join(directory, `${randomUUID()}${UPLOAD_SUFFIX}`),
    discard: (path) => rm(path, { force: true }),
  };
}
