import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { translate } from '@ace/domain';
import { AwsClient } from 'aws4fetch';
import { ServiceUnavailableError } from '../../errors.ts';
import type { FileStore } from './file-store.ts';
import { temporaryUploads } from './temporary-uploads.ts';

export interface S3FileStoreOptions {
  /** The service's origin, e.g. https://s3.us-east-2.amazonaws.com; objects are addressed path-style under it. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The local directory uploads stream into before they are kept. */
  temporaryDirectory: string;
  /** How long a request may wait for the service's answer (for a PUT: the upload too); 30 s unless given. */
  answerTimeoutMs?: number;
}

export const S3_ANSWER_TIMEOUT_MS = 30_000;

/** A stored file's key in the bucket. */
export const s3KeyOf = (sha256: string) => `claim-files/${sha256.slice(0, 2)}/${sha256}`;

/**
 * Claim files in an S3-compatible object store, under `claim-files/<first two hex>/<sha256>`, signed with SigV4.
 * Uploads still stream to a local temporary file first; keeping one streams it to the bucket.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // A streamed body cannot be sent twice, and a keep runs inside the claim's transaction: fail fast instead.
    retries: 0,
  });
  const answerTimeoutMs = options.answerTimeoutMs ?? S3_ANSWER_TIMEOUT_MS;

  /** A signed request for an object, or for the bucket itself when the key is ''. */
  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // The abort stops the request; the race answers on time even should the abort not reach it (two clean CI runs saw
    // a request to a service that never answers outlive its abort by minutes).
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const reason = new Error(`no answer within ${answerTimeoutMs} ms`);
        abort.abort(reason);
        reject(reason);
      }, answerTimeoutMs);
    });
    try {
      const bucketUrl = `${options.endpoint}/${options.bucket}`;
      const answer = client.fetch(key === '' ? bucketUrl : `${bucketUrl}/${key}`, {
        ...init,
        method,
        signal: abort.signal,
      });
      return await Promise.race([answer, timedOut]);
    } catch (error) {
      throw unavailable(new Error(`S3 ${method} ${key} failed: ${errorMessage(error)}`, { cause: error }));
    } finally {
      clearTimeout(timer);
    }
  }

  async function exists(key: string): Promise<boolean> {
    const response = await send('HEAD', key);
    if (response.status === 404) return false;
    if (!response.ok) throw await refusal('HEAD', key, response);
    return true;
  }

  async function* download(key: string): AsyncGenerator<Uint8Array> {
    const response = await send('GET', key);
    if (response.status !== 200) throw await refusal('GET', key, response);
    if (response.body) yield* response.body;
  }

  return {
    ...temporaryUploads(options.temporaryDirectory),
    shared: true,
    async keep(temporaryPath, sha256) {
      const key = s3KeyOf(sha256);
      if (!(await exists(key))) {
        const { size } = await stat(temporaryPath);
        const body = createReadStream(temporaryPath);
        try {
          const response = await send('PUT', key, {
            // The content's own sha256 signs the payload: the service refuses bytes that do not match their name.
            headers: { 'content-length': String(size), 'x-amz-content-sha256': sha256 },
            body,
          });
          if (!response.ok) throw await refusal('PUT', key, response);
        } finally {
          // A refusal can come before the service has read the file: its handle is closed either way.
          body.destroy();
        }
        await rm(temporaryPath, { force: true });
        return true;
      }
      await rm(temporaryPath, { force: true });
      return false;
    },
    async remove(sha256) {
      const key = s3KeyOf(sha256);
      const response = await send('DELETE', key);
      if (!response.ok) throw await refusal('DELETE', key, response);
    },
    has: (sha256) => exists(s3KeyOf(sha256)),
    read: (sha256) => Readable.from(download(s3KeyOf(sha256)), { objectMode: false }),
    async check() {
      // HEAD on the bucket: it exists and these credentials may use it.
      const response = await send('HEAD', '');
      if (!response.ok) throw await refusal('HEAD', '(bucket)', response);
    },
  };
}

/**
 * The store cannot be reached, does not answer in time, or fails on its side (5xx): the request is answered 503 and
 * nothing of it is kept (issue 33). The reason goes to the log only.
 */
function unavailable(reason: Error): ServiceUnavailableError {
  return new ServiceUnavailableError('FILES_UNAVAILABLE', translate('outage.files'), { cause: reason });
}

/**
 * An answer other than success, as an error naming the operation, the key, the status and the service's code; the
 * store's own failures (5xx) as unavailable.
 */
async function refusal(method: string, key: string, response: Response): Promise<Error> {
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(await response.text())?.[1];
  const error = new Error(`S3 ${method} ${key} answered ${response.status}${code === undefined ? '' : ` ${code}`}`);
  return response.status >= 500 ? unavailable(error) : error;
}

function errorMessage(error: unknown): string {
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return reason instanceof Error ? reason.message : String(reason);
}
