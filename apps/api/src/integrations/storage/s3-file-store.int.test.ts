import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/s3-stand-in.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore, type S3FileStoreOptions } from './s3-file-store.ts';

describe('the S3 file store, against an S3 stand-in', () => {
  let s3: TestS3;
  let options: S3FileStoreOptions;
  let store: FileStore;

  beforeAll(async () => {
    s3 = await startTestS3();
    options = {
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      ...S3_CREDENTIALS,
      temporaryDirectory: join(s3.directory, 'uploads'),
    };
    store = createS3FileStore(options);
  });

  afterAll(() => s3.stop());

  /** An upload as the claim path leaves it: bytes in a temporary file of the store, and their sha256. */
  function upload(bytes: Buffer): { path: string; sha256: string } {
    const path = store.temporaryPath();
    writeFileSync(path, bytes);
    return { path, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  it('keeps content once, reads it back streamed, and removes it', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const first = upload(bytes);
    expect(await store.has(first.sha256)).toBe(false);

    expect(await store.keep(first.path, first.sha256)).toBe(true);
    expect(existsSync(first.path)).toBe(false);
    expect(await store.has(first.sha256)).toBe(true);

    const again = upload(bytes);
    expect(await store.keep(again.path, again.sha256)).toBe(false);
    expect(existsSync(again.path)).toBe(false);

    const chunks: Buffer[] = [];
    for await (const chunk of store.read(first.sha256)) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await store.remove(first.sha256);
    expect(await store.has(first.sha256)).toBe(false);
  });

  it('passes its readiness check for its bucket, and fails it for a bucket that is not there or a wrong secret', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    await expect(createS3FileStore({ ...options, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /S3 HEAD \(bucket\) answered 404/,
    );
    await expect(createS3FileStore({ ...options, secretAccessKey: 'wrong' }).check()).rejects.toThrow(
      /S3 HEAD \(bucket\) answered 403/,
    );
  });

  it('discards a temporary upload', async () => {
    const { path } = upload(Buffer.from('never kept'));
    await store.discard(path);
    expect(existsSync(path)).toBe(false);
  });

  it('fails a read of content it does not have, naming the operation, key and status', async () => {
    const missing = 'ab'.repeat(32);
    await expect(buffer(store.read(missing))).rejects.toThrow(
      `S3 GET claim-files/ab/${missing} answered 404 NoSuchKey`,
    );
  });

  it('is refused with a wrong secret: the requests are signed, and the signature is checked', async () => {
    const impostor = createS3FileStore({ ...options, secretAccessKey: 'not-the-secret' });
    const { path, sha256 } = upload(Buffer.from('a receipt'));
    const key = `claim-files/${sha256.slice(0, 2)}/${sha256}`;
    // The whole message, so nothing else (no credential) is in it.
    await expect(impostor.has(sha256)).rejects.toThrow(new RegExp(`^S3 HEAD ${key} answered 403$`));
    await expect(impostor.keep(path, sha256)).rejects.toThrow(`S3 HEAD ${key} answered 403`);
    await expect(buffer(impostor.read(sha256))).rejects.toThrow(
      new RegExp(`^S3 GET ${key} answered 403 SignatureDoesNotMatch$`),
    );
    await expect(impostor.remove(sha256)).rejects.toThrow(`S3 DELETE ${key} answered 403 SignatureDoesNotMatch`);
    // A keep that failed leaves the upload where it was, for the claim's clean-up to discard.
    expect(existsSync(path)).toBe(true);
  });
});

describe('the S3 file store, when the service does not answer', () => {
  const directory = mkdtempSync(join(tmpdir(), 'ace-s3-silent-'));
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));

  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    rmSync(directory, { recursive: true, force: true });
  });

  it('gives up after its answer timeout as unavailable (503), naming the operation and key to the log', async () => {
    const address = silent.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const store = createS3FileStore({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'claim-files',
      region: 'us-east-1',
      ...S3_CREDENTIALS,
      temporaryDirectory: join(directory, 'uploads'),
      answerTimeoutMs: 200,
    });
    const sha256 = 'cd'.repeat(32);
    await expect(store.has(sha256)).rejects.toMatchObject({
      status: 503,
      code: 'FILES_UNAVAILABLE',
      cause: { message: `S3 HEAD claim-files/cd/${sha256} failed: no answer within 200 ms` },
    });
  });
});
