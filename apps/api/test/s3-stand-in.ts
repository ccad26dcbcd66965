import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

/**
 * The stand-in's one account. It checks SigV4 signatures against this secret, so every request that succeeds
 * also proves the store signs right.
 */
export const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3 {
  /** The service's origin, what S3_ENDPOINT names. */
  endpoint: string;
  /** A bucket of this stand-in's own, so parallel runs never share objects. */
  bucket: string;
  /** A scratch directory beside the objects (for uploads). */
  directory: string;
  stop(): Promise<void>;
}

/** An S3-compatible stand-in (a fork of s3rver that checks signatures) on a free port, with a bucket. */
export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'ace-s3-'));
  const bucket = `claim-files-${randomUUID()}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(directory, 'objects'),
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
