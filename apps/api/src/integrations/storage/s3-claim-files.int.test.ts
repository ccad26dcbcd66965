import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { S3_CREDENTIALS, startTestS3, type TestS3 } from '../../../test/s3-stand-in.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const RECEIPT = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n% kept in the bucket\n');

describe('claim files in an S3-compatible store (FILE_STORE=s3)', () => {
  let s3: TestS3;
  let api: TestApp;

  beforeAll(async () => {
    s3 = await startTestS3();
    api = await startTestApp({
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    });
  });

  afterAll(async () => {
    await api.close();
    await s3.stop();
  });

  it('go to the bucket when a parent submits a claim, and come back through the signed file link', async () => {
    const parent = await insertParent(api.db);
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2023, awardCents: 100_000 });
    const provider = await insertProvider(api.db);
    const form = new FormData();
    const fields = {
      childId: String(child.id),
      amount: '42.00',
      category: 'tutoring',
      dateOfService: '2023-09-01',
      description: 'Reading lessons',
      payTo: 'Vendor',
      serviceProviderNumber: provider.number,
      receiptNumber1: 'RS3',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file1', new Blob([new Uint8Array(RECEIPT)], { type: 'application/pdf' }), 'receipt.pdf');
    const submitted = await api.request('POST', '/api/user/claim', {
      token: await api.tokenFor(parent.person),
      body: form,
    });
    expect(submitted).toMatchObject({ status: 201 });
    const claimId = (submitted.body as { data: { id: number } }).data.id;
    // Nothing of the claim's file stays on the API's disk: no local store, no upload left behind.
    const { fileStore } = api.config;
    if (fileStore.kind !== 's3') throw new Error('The API was not started with the S3 store');
    expect(existsSync(api.filesDir)).toBe(false);
    expect(readdirSync(fileStore.temporaryDirectory)).toEqual([]);

    const staff = { token: await api.tokenFor((await insertMeritCs(api.db)).person) };
    const claim = await api.request('GET', `/api/claim/merit-cs/${claimId}`, staff);
    const link = (claim.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
    const reviewToken = new URL(link).searchParams.get('token') ?? '';
    const review = await api.request('GET', `/api/review-claim/${reviewToken}`, staff);
    const fileUrl = (review.body as { data: { claim: { files: { url: string }[] } } }).data.claim.files[0]?.url ?? '';
    const file = await fetch(fileUrl.replace(api.config.publicUrl, api.url));
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await file.arrayBuffer()).equals(RECEIPT)).toBe(true);
  });
});
