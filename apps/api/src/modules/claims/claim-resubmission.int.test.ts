import type { ClaimView, ParentClaimDetails } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-png')]);
const SECOND_PDF = Buffer.from('%PDF-1.7\n% the corrected invoice\n%%EOF\n');

let api: TestApp;
let staffToken: string;

beforeAll(async () => {
  api = await startTestApp();
  staffToken = await api.tokenFor((await insertMeritCs(api.db)).person);
});
afterAll(() => api.close());

interface Upload {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

async function family() {
  const { user, person } = await insertParent(api.db);
  const child = await insertChild(api.db, user.id, { firstName: 'Ada', lastName: 'Lovelace', awardCents: 100_000 });
  return { user, child, token: await api.tokenFor(person) };
}

function submit(token: string, fields: Record<string, string>, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const upload of uploads) {
    form.append(upload.field, new Blob([new Uint8Array(upload.bytes)], { type: upload.type }), upload.name);
  }
  return api.request('POST', '/api/user/claim', { token, body: form });
}

async function detailsOf(claimId: number, token: string): Promise<ParentClaimDetails> {
  const answer = await api.request('GET', `/api/user/claim/${claimId}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ParentClaimDetails }).data;
}

/** The claim as support staff see it in Manage claims, whatever its status. */
async function staffViewOf(claimId: number): Promise<ClaimView> {
  const answer = await api.request('GET', `/api/claim/merit-cs/${String(claimId)}`, { token: staffToken });
  expect(answer.status).toBe(200);
  return (answer.body as { data: ClaimView }).data;
}

/** A claim of Corner Tutors with an invoice and a photo, rejected by support staff with written words. */
async function rejectedClaim(parent: Awaited<ReturnType<typeof family>>) {
  const provider = await insertProvider(api.db, { name: 'Corner Tutors' });
  const fields = {
    childId: String(parent.child.id),
    amount: '120.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Algebra, four sessions',
    payTo: 'User',
    serviceProviderNumber: provider.number,
    receiptNumber1: 'INV100',
  };
  const submitted = await submit(parent.token, fields, [
    { field: 'file1', name: 'invoice.pdf', type: 'application/pdf', bytes: PDF },
    { field: 'file2', name: 'photo.png', type: 'image/png', bytes: PNG },
  ]);
  expect(submitted.status).toBe(201);
  const id = (submitted.body as { data: { id: number } }).data.id;
  const token = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, 'internal', api.now.value, 60);
  const rejected = await api.request('POST', `/api/review-claim/${token}/reject`, {
    token: staffToken,
    json: { reviewerName: 'Sam at Merit', reason: 'other', notes: 'The invoice shows $100, not $120.' },
  });
  expect(rejected.status).toBe(200);
  return { id, fields, provider };
}

describe('correcting a rejected claim and sending it again', () => {
  it("starts from the old claim's fields and files, keeps files by reference, and links the two claims", async () => {
    const parent = await family();
    const old = await rejectedClaim(parent);
    const before = await detailsOf(old.id, parent.token);
    expect(before.resubmission).toMatchObject({
      claimId: old.id,
      childId: parent.child.id,
      values: {
        amount: '120.00',
        category: 'tutoring',
        dateOfService: '2023-09-01',
        description: 'Algebra, four sessions',
        payTo: 'User',
        physicalGood: null,
        serviceProviderNumber: old.provider.number,
        nonAceServiceProvider: null,
      },
      files: [
        { name: 'invoice.pdf', mimeType: 'application/pdf', size: PDF.length, receiptNumber: 'INV100' },
        { name: 'photo.png', mimeType: 'image/png', size: PNG.length, receiptNumber: '' },
      ],
    });
    const [invoice] = before.resubmission?.files ?? [];
    if (!invoice) throw new Error('no file to keep');

    const answer = await submit(
      parent.token,
      { ...old.fields, amount: '100.00', replacesClaimId: String(old.id), keptFile1: String(invoice.id) },
      [{ field: 'file2', name: 'corrected.pdf', type: 'application/pdf', bytes: SECOND_PDF }],
    );
    expect(answer.status).toBe(201);
    const id = (answer.body as { data: { id: number } }).data.id;

    const corrected = await detailsOf(id, parent.token);
    expect(corrected).toMatchObject({
      status: 'Pending',
      amount: 100,
      replaces: old.id,
      replacedBy: null,
      resubmission: null,
      files: [
        { filename: 'invoice.pdf', receiptNumber: 'INV100' },
        { filename: 'corrected.pdf', receiptNumber: null },
      ],
    });
    const kept = await fetch(corrected.files[0]?.url.replace(api.config.publicUrl, api.url) ?? '');
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(PDF);

    const replaced = await detailsOf(old.id, parent.token);
    expect(replaced).toMatchObject({ status: 'Rejected', replacedBy: id, resubmission: null });
    expect(replaced.timeline.map((step) => step.step)).toEqual(['submitted', 'rejected', 'resubmitted']);

    expect((await staffViewOf(id)).replaces).toEqual({
      id: old.id,
      rejectionReason: 'The invoice shows $100, not $120.',
    });
    expect(await staffViewOf(old.id)).toMatchObject({ replaces: null, replacedBy: id });

    await api.runJobs();
    expect(api.mail.messages.filter((mail) => mail.subject === `We received your claim ${id}`)).toHaveLength(1);
  });

  it('corrects a claim once: the second resubmission, even sent at the same moment, is refused', async () => {
    const parent = await family();
    const old = await rejectedClaim(parent);
    const fields = { ...old.fields, replacesClaimId: String(old.id) };
    const pdf = [{ field: 'file1', name: 'invoice.pdf', type: 'application/pdf', bytes: PDF }];
    const answers = await Promise.all([submit(parent.token, fields, pdf), submit(parent.token, fields, pdf)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const winner = answers.find((answer) => answer.status === 201);
    const id = (winner?.body as { data: { id: number } }).data.id;
    expect(answers.find((answer) => answer.status === 422)?.body).toMatchObject({
      code: 'CLAIM_NOT_RESUBMITTABLE',
      error: `This claim was already corrected and sent again as claim ${id}.`,
    });
    expect((await submit(parent.token, fields, pdf)).status).toBe(422);
  });

  it('refuses a claim that was not rejected, another family’s claim, another student and files of another claim', async () => {
    const parent = await family();
    const pending = await insertClaim(api.db, { childId: parent.child.id, submittedBy: parent.user.id });
    const old = await rejectedClaim(parent);
    const pdf = [{ field: 'file1', name: 'invoice.pdf', type: 'application/pdf', bytes: PDF }];

    expect(await submit(parent.token, { ...old.fields, replacesClaimId: String(pending.id) }, pdf)).toMatchObject({
      status: 422,
      body: {
        code: 'CLAIM_NOT_RESUBMITTABLE',
        error: 'Only a claim that was not approved can be corrected and sent again.',
      },
    });

    const stranger = await family();
    const theirs = await rejectedClaim(stranger);
    expect(await submit(parent.token, { ...old.fields, replacesClaimId: String(theirs.id) }, pdf)).toMatchObject({
      status: 404,
      body: { code: 'CLAIM_NOT_FOUND' },
    });
    const theirFile = (await detailsOf(theirs.id, stranger.token)).resubmission?.files[0]?.id;
    expect(
      await submit(parent.token, { ...old.fields, replacesClaimId: String(old.id), keptFile1: String(theirFile) }),
    ).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'keptFile1', message: 'This file is not one of the claim being corrected. Please choose it again.' },
        ],
      },
    });

    const sibling = await insertChild(api.db, parent.user.id, { firstName: 'Alan', awardCents: 100_000 });
    expect(
      await submit(parent.token, { ...old.fields, childId: String(sibling.id), replacesClaimId: String(old.id) }, pdf),
    ).toMatchObject({ status: 422, body: { code: 'RESUBMISSION_OTHER_STUDENT' } });

    const ownFile = (await detailsOf(old.id, parent.token)).resubmission?.files[0]?.id;
    expect(
      await submit(parent.token, { ...old.fields, replacesClaimId: String(old.id), keptFile1: String(ownFile) }, pdf),
    ).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'file1', message: 'Each file is either a new upload or one of the claim being corrected, not both.' },
        ],
      },
    });
    for (const bad of ['abc', '0', '-3', '99999999999', '1.5']) {
      expect((await submit(parent.token, { ...old.fields, replacesClaimId: bad }, pdf)).status).toBe(400);
    }
    expect((await detailsOf(old.id, parent.token)).replacedBy).toBeNull();
  });

  it("applies a new claim's rules again: the funds left, the date, and the files' own rules", async () => {
    const parent = await family();
    const old = await rejectedClaim(parent);
    const kept = (await detailsOf(old.id, parent.token)).resubmission?.files.map((file) => file.id) ?? [];
    const base = {
      ...old.fields,
      replacesClaimId: String(old.id),
      keptFile1: String(kept[0]),
      keptFile2: String(kept[1]),
    };
    expect(await submit(parent.token, { ...base, amount: '1000.01' })).toMatchObject({
      status: 422,
      body: { code: 'FUNDS_EXCEEDED', issues: [{ path: 'amount' }] },
    });
    expect(await submit(parent.token, { ...base, dateOfService: '2024-01-01' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'dateOfService' }] },
    });
    expect(await submit(parent.token, { ...base, keptFile2: String(kept[0]) })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'files.1', message: 'File already uploaded, please select another' }] },
    });
    expect((await submit(parent.token, base)).status).toBe(201);
  });
});
