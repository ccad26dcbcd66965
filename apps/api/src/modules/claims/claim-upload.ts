import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FILE_FIELD_NAMES,
  MAX_FILES_PER_CLAIM,
  SNIFF_BYTES,
  sniffFileKind,
  translate,
  type FileKind,
} from '@ace/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, PayloadTooLargeError, ValidationError } from '../../errors.ts';
import type { FileStore } from '../../integrations/storage/file-store.ts';

/** A file of a claim submission, streamed to a temporary file with what its bytes showed on the way. */
export interface ReceivedFile {
  /** 0 for file1 … 4 for file5. */
  index: number;
  name: string;
  size: number;
  sha256: string;
  contentKind: FileKind | null;
  temporaryPath: string;
}

export interface ClaimUpload {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

/** Hashes and measures the bytes going through, and keeps the first few to tell the kind of file. */
class Inspector extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  head = new Uint8Array(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.head.length < SNIFF_BYTES) {
      this.head = Uint8Array.from([...this.head, ...chunk.subarray(0, SNIFF_BYTES - this.head.length)]);
    }
    this.push(chunk);
    callback();
  }
}

function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  if (code === 'FST_FILES_LIMIT') {
    return new PayloadTooLargeError(translate('claim.invoice.tooMany', { max: MAX_FILES_PER_CLAIM }));
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeError(translate('upload.tooLarge'));
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return new ValidationError([{ path: '', message: translate('claim.uploadInterrupted') }], 'UPLOAD_INTERRUPTED');
}

/**
 * Reads the multipart claim submission as it streams: text fields into a record, files (file1..file5) into
 * temporary files of the store, hashed and sniffed on the way, each stopped as soon as it reaches 10 MiB. On any
 * failure every temporary file is removed before the error goes on.
 */
export async function receiveClaimUpload(request: FastifyRequest, store: FileStore): Promise<ClaimUpload> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const temporaryPaths: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname)) {
          throw new ValidationError([{ path: part.fieldname, message: translate('api.invalidRequest') }]);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      const index = FILE_FIELD_NAMES.indexOf(part.fieldname);
      if (index < 0 || files.some((file) => file.index === index)) {
        part.file.resume();
        throw new ValidationError([
          { path: part.fieldname, message: translate('claim.unknownField', { field: part.fieldname }) },
        ]);
      }
      const temporaryPath = store.temporaryPath();
      temporaryPaths.push(temporaryPath);
      const inspector = new Inspector();
      await pipeline(part.file, inspector, createWriteStream(temporaryPath));
      if (part.file.truncated) throw new PayloadTooLargeError(translate('upload.tooLarge'));
      files.push({
        index,
        name: part.filename,
        size: inspector.size,
        sha256: inspector.hash.digest('hex'),
        contentKind: sniffFileKind(inspector.head),
        temporaryPath,
      });
    }
  } catch (error) {
    await Promise.all(temporaryPaths.map((path) => store.discard(path)));
    throw translateMultipartError(error);
  }
  files.sort((a, b) => a.index - b.index);
  return { fields, files };
}
