import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimEvents, claimFiles, claims } from '../../db/schema.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-demo-png'),
]);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface UploadFile {
  field?: string;
  name: string;
  type: string;
  bytes: Buffer;
}

let api: TestApp;
let parent: Awaited<ReturnType<typeof insertParent>>;
let token: string;
let childId: number;
let provider: Awaited<ReturnType<typeof insertProvider>>;

beforeAll(async () => {
  api = await startTestApp();
  provider = await insertProvider(api.db, { name: 'Bright Minds' });
});
afterAll(() => api.close());
// A family of its own for each test: the same invoice sent again by a family needs a reason (issue 36).
beforeEach(async () => {
  parent = await insertParent(api.db);
  token = await api.tokenFor(parent.person);
  childId = (await insertChild(api.db, parent.user.id, { schoolYear: 2023, awardCents: 100_000 })).id;
});

function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    childId: String(childId),
    amount: '150.50',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Fractions and long division',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const invoice: UploadFile = { name: 'invoice.pdf', type: 'application/pdf', bytes: PDF };

async function submit(
  formFields: Record<string, string>,
  files: UploadFile[] = [invoice],
  options: { platform?: string; as?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(formFields)) form.append(name, value);
  files.forEach((file, index) => {
    form.append(
      file.field ?? `file${index + 1}`,
      new Blob([new Uint8Array(file.bytes)], { type: file.type }),
      file.name,
    );
  });
  return api.request('POST', '/api/user/claim', {
    token: options.as ?? token,
    body: form,
    headers: options.platform ? { 'x-client-platform': options.platform } : {},
  });
}

async function written() {
  const [claimRows] = await api.db.select({ n: count() }).from(claims);
  const [fileRows] = await api.db.select({ n: count() }).from(claimFiles);
  const stored = readdirSync(api.filesDir).filter((name) => name !== 'tmp');
  return {
    claims: claimRows?.n,
    files: fileRows?.n,
    stored: stored.length,
    temporary: readdirSync(join(api.filesDir, 'tmp')).length,
  };
}

describe('POST /api/user/claim', () => {
  it('stores the claim, its files and its first audit event, and holds the funds', async () => {
    const response = await submit(fields({ receiptNumber1: 'INV42', receiptNumber2: ' ' }), [
      invoice,
      { name: 'photo.png', type: 'image/png', bytes: PNG },
    ]);
    expect(response.status).toBe(201);
    const data = (response.body as { data: { id: number; uuid: string; status: string } }).data;
    expect(data).toMatchObject({ status: 'Pending' });
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, data.id));
    expect(claim).toMatchObject({
      childId,
      submittedBy: parent.user.id,
      amountCents: 15_050,
      payTo: 'Vendor',
      serviceProviderId: provider.id,
      nonAceServiceProvider: null,
      status: 'Pending',
      schoolYear: 2023,
      physicalGood: null,
      dateOfService: '2023-09-01',
    });
    const files = await api.db
      .select()
      .from(claimFiles)
      .where(eq(claimFiles.claimId, data.id))
      .orderBy(claimFiles.position);
    expect(files.map((file) => [file.originalName, file.mimeType, file.receiptNumber, file.sizeBytes])).toEqual([
      ['invoice.pdf', 'application/pdf', 'INV42', PDF.length],
      ['photo.png', 'image/png', null, PNG.length],
    ]);
    for (const file of files) expect(await api.store.has(file.sha256)).toBe(true);
    const events = await api.db.select().from(claimEvents).where(eq(claimEvents.claimId, data.id));
    expect(events).toMatchObject([
      {
        action: 'submitted',
        actorKind: 'parent',
        actorUserId: parent.user.id,
        toStatus: 'Pending',
        toAmountCents: 15_050,
      },
    ]);

    const me = await api.request('GET', '/api/user/parent', { token });
    const child = (me.body as { data: { children: { id: number; dollars: unknown }[] } }).data.children.find(
      (c) => c.id === childId,
    );
    expect(child?.dollars).toEqual({ available: 849.5, pending: 150.5, spent: 0, held: 0 });
  });

  it.each([
    [{ amount: undefined }, 'amount', 'Please enter claim amount'],
    [{ amount: '1,000' }, 'amount', 'Please enter valid amount'],
    [{ amount: '0' }, 'amount', 'Please enter an amount between $0.01 and $1,000'],
    [{ category: undefined }, 'category', 'Please select a service category'],
    [
      { category: 'curriculumAndMaterials' },
      'category',
      'Curriculum and materials can only be claimed for homeschooled students',
    ],
    [{ dateOfService: '' }, 'dateOfService', 'Please select a date of service'],
    [{ dateOfService: '2023-06-30' }, 'dateOfService', 'The date of service must be on or after 07/01/2023'],
    [{ dateOfService: '2023-10-16' }, 'dateOfService', 'The date of service must be on or before 10/15/2023'],
    [
      { description: '  ' },
      'description',
      'Please describe the skills your child learned from this service that improved their education',
    ],
    [{ payTo: undefined }, 'payTo', "Please select a 'Deliver funds to'"],
    [{ serviceProviderNumber: '' }, 'serviceProviderNumber', 'Please enter a service provider number'],
    [
      { serviceProviderNumber: '1234567' },
      'serviceProviderNumber',
      'Please enter 6 digit valid service provider number',
    ],
    [{ serviceProviderNumber: '999999' }, 'serviceProviderNumber', 'Please enter a valid service provider number'],
    [{ receiptNumber1: 'INV-42' }, 'files.0.receiptNumber', 'Please enter an alphanumerics'],
    [{ physicalGood: 'true' }, 'physicalGood', 'The physical good question applies only to homeschooled students'],
  ])('refuses %j: %s says %j', async (overrides, path, message) => {
    const before = await written();
    const response = await submit(fields(overrides));
    expect(response.status).toBe(400);
    expect((response.body as { issues: { path: string; message: string }[] }).issues).toContainEqual({ path, message });
    expect(await written()).toEqual(before);
  });

  it('refuses an Inactive provider with the text that sends the parent to the manual form', async () => {
    const inactive = await insertProvider(api.db, { status: 'Inactive' });
    const response = await submit(fields({ serviceProviderNumber: inactive.number }));
    expect(response.body).toMatchObject({
      error:
        'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
    });
  });

  it('applies the bank rule: no healthy bank on either side, no claim', async () => {
    const noBank = await insertParent(api.db, { hasProvidedBankDetails: false, hasHealthyBankConnection: false });
    const child = await insertChild(api.db, noBank.user.id);
    const unpaid = await insertProvider(api.db, { hasHealthyBankConnection: false });
    const response = await submit(
      fields({ childId: String(child.id), serviceProviderNumber: unpaid.number, payTo: 'User' }),
      [invoice],
      {
        as: await api.tokenFor(noBank.person),
      },
    );
    expect(response.body).toMatchObject({
      error:
        'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
    });
  });

  it('takes a non-programme provider, paid to the parent only', async () => {
    const details = {
      name: 'Ms. Patel',
      address: '88 Oak Street, Dayton, OH',
      phoneNumber: '(937) 555-0147',
      email: 'patel@example.com',
      website: 'patel.example.com',
    };
    const asVendor = await submit(
      fields({ serviceProviderNumber: undefined, nonAceServiceProvider: JSON.stringify(details) }),
    );
    expect(asVendor.body).toMatchObject({
      issues: [
        {
          path: 'payTo',
          message: "This service provider cannot receive payments directly. Please choose another 'Deliver funds to'",
        },
      ],
    });
    const asUser = await submit(
      fields({ serviceProviderNumber: undefined, payTo: 'User', nonAceServiceProvider: JSON.stringify(details) }),
    );
    expect(asUser.status).toBe(201);
    const id = (asUser.body as { data: { id: number } }).data.id;
    const [claim] = await api.db.select().from(claims).where(eq(claims.id, id));
    expect(claim).toMatchObject({ serviceProviderId: null, nonAceServiceProvider: details });
  });

  it('asks homeschooled children the physical good question', async () => {
    const child = await insertChild(api.db, parent.user.id, { homeSchooled: true, schoolYear: 2022 });
    const missing = await submit(fields({ childId: String(child.id), category: 'curriculumAndMaterials' }));
    expect(missing.body).toMatchObject({
      issues: [{ path: 'physicalGood', message: 'Please tell us whether this is a physical good' }],
    });
    const answered = await submit(
      fields({ childId: String(child.id), category: 'curriculumAndMaterials', physicalGood: 'false' }),
    );
    expect(answered.status).toBe(201);
  });

  it("answers 404 for another parent's child, and writes nothing", async () => {
    const other = await insertParent(api.db);
    const theirs = await insertChild(api.db, other.user.id);
    const before = await written();
    const response = await submit(fields({ childId: String(theirs.id) }));
    expect(response).toMatchObject({ status: 404, body: { error: 'This student could not be found' } });
    expect(await written()).toEqual(before);
  });

  it('refuses a claim without any file', async () => {
    const response = await submit(fields(), []);
    expect(response.body).toMatchObject({
      issues: [{ path: 'files', message: 'Please select at least 1 invoice / receipt image' }],
    });
  });

  it('refuses a sixth file while it streams, and writes nothing', async () => {
    const before = await written();
    const six = Array.from({ length: 6 }, (_, index) => ({
      ...invoice,
      bytes: Buffer.concat([PDF, Buffer.from(String(index))]),
    }));
    const response = await submit(fields(), six);
    expect(response).toMatchObject({ status: 413, body: { error: 'You can upload at most 5 files' } });
    expect(await written()).toEqual(before);
  });

  it('refuses a file of exactly 10 MiB and takes one a byte smaller', async () => {
    const before = await written();
    const tenMiB = Buffer.concat([PDF, Buffer.alloc(10 * 1_048_576 - PDF.length, 0x20)]);
    const refused = await submit(fields(), [{ ...invoice, bytes: tenMiB }]);
    expect(refused).toMatchObject({ status: 413, body: { error: 'Please select a file which is below 10mb' } });
    expect(await written()).toEqual(before);
    const accepted = await submit(fields(), [{ ...invoice, bytes: tenMiB.subarray(0, tenMiB.length - 1) }]);
    expect(accepted.status).toBe(201);
  });

  it('goes by the bytes: a PDF named .png is refused on iOS, taken on Android', async () => {
    const disguised: UploadFile = { name: 'receipt.png', type: 'image/png', bytes: PDF };
    const ios = await submit(fields(), [disguised], { platform: 'ios' });
    expect(ios.body).toMatchObject({ issues: [{ path: 'files.0', message: 'Selected pdf file type not supported' }] });
    const android = await submit(fields(), [disguised], { platform: 'android' });
    expect(android.status).toBe(201);
    const [file] = await api.db
      .select()
      .from(claimFiles)
      .where(eq(claimFiles.claimId, (android.body as { data: { id: number } }).data.id));
    expect(file?.mimeType).toBe('application/pdf');
  });

  it('refuses an executable named .pdf', async () => {
    const before = await written();
    const response = await submit(fields(), [{ name: 'invoice.pdf', type: 'application/pdf', bytes: EXECUTABLE }]);
    expect(response.body).toMatchObject({
      issues: [{ path: 'files.0', message: 'Selected pdf file type not supported' }],
    });
    expect(await written()).toEqual(before);
  });

  it('refuses the same file twice in one claim', async () => {
    const response = await submit(fields(), [invoice, { ...invoice, name: 'copy.pdf' }]);
    expect(response.body).toMatchObject({
      issues: [{ path: 'files.1', message: 'File already uploaded, please select another' }],
    });
  });

  it('takes multipart only, and only from a parent', async () => {
    const json = await api.request('POST', '/api/user/claim', { token, json: fields() });
    expect(json).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const staff = await insertMeritCs(api.db);
    const before = await written();
    const refused = await submit(fields(), [invoice], { as: await api.tokenFor(staff.person) });
    expect(refused).toMatchObject({ status: 403, body: { code: 'NOT_REGISTERED' } });
    expect(await written()).toEqual(before);
  });

  it('refuses fields and file names the form does not have', async () => {
    expect((await submit({ ...fields(), status: 'Accepted' })).status).toBe(400);
    expect((await submit(fields(), [{ ...invoice, field: 'attachment' }])).status).toBe(400);
  });

  it('writes nothing when the body is cut off mid-upload', async () => {
    const before = await written();
    const boundary = 'cutoffboundary';
    const head = [
      `--${boundary}\r\nContent-Disposition: form-data; name="childId"\r\n\r\n${childId}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file1"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ].join('');
    const { port } = new URL(api.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/user/claim HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 5000000\r\n\r\n`,
        );
        socket.write(head);
        socket.write(Buffer.concat([PDF, Buffer.alloc(200_000, 0x41)]), () => {
          setTimeout(() => socket.destroy(), 100);
        });
      });
      socket.on('close', () => {
        resolve();
      });
      socket.on('error', () => {
        resolve();
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await written()).toEqual(before);
  });

  it('refuses an amount beyond the funds as a rule (422 FUNDS_EXCEEDED) when the rest is valid, else with the rest', async () => {
    const before = await written();
    const beyond = await submit(fields({ amount: '1000.01' }));
    expect(beyond).toMatchObject({
      status: 422,
      body: {
        code: 'FUNDS_EXCEEDED',
        issues: [{ path: 'amount', message: 'Please enter an amount between $0.01 and $1,000' }],
      },
    });
    const alsoInvalid = await submit(fields({ amount: '1000.01', category: undefined }));
    expect(alsoInvalid).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((alsoInvalid.body as { issues: { path: string; message: string }[] }).issues).toEqual(
      expect.arrayContaining([
        { path: 'amount', message: 'Please enter an amount between $0.01 and $1,000' },
        { path: 'category', message: 'Please select a service category' },
      ]),
    );
    expect(await written()).toEqual(before);
  });

  it('never takes available funds below zero when 20 claims arrive at once', async () => {
    const child = await insertChild(api.db, parent.user.id, { awardCents: 100_000 });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      amountCents: 30_000,
      status: 'Accepted',
    });
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        submit(fields({ childId: String(child.id), amount: '100' }), [
          { ...invoice, bytes: Buffer.concat([PDF, Buffer.from(`#${index}`)]) },
        ]),
      ),
    );
    const accepted = attempts.filter((attempt) => attempt.status === 201);
    const refused = attempts.filter((attempt) => attempt.status !== 201);
    expect(accepted).toHaveLength(7);
    for (const attempt of refused) {
      expect(attempt.status).toBe(422);
      expect((attempt.body as { code: string; error: string }).code).toBe('FUNDS_EXCEEDED');
      expect((attempt.body as { error: string }).error).toMatch(
        /^(Please enter an amount between \$0.01 and \$\d+|There are no funds available)$/,
      );
    }
    const rows = await api.db.select().from(claims).where(eq(claims.childId, child.id));
    const ids = accepted.map((attempt) => (attempt.body as { data: { id: number } }).data.id).sort();
    expect(
      rows
        .filter((row) => row.status === 'Pending')
        .map((row) => row.id)
        .sort(),
    ).toEqual(ids);
    const held = rows.reduce((sum, row) => sum + row.amountCents, 0);
    expect(held).toBeLessThanOrEqual(100_000);
    expect(held).toBe(100_000);
  });
});
