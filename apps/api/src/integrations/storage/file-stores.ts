import type { FileStoreConfig } from '../../config.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The file store the configuration names: the local directory, or an S3-compatible object store. */
export function createFileStore(config: FileStoreConfig): FileStore {
  return config.kind === 's3' ? createS3FileStore(config) : createLocalFileStore(config.directory);
}
