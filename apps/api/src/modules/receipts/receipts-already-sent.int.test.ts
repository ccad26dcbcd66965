import { createHash } from 'node:crypto';
import { invoicePdf, type InvoiceText } from '@ace/dev-kit/invoices';
import type { MeritCsClaim, ProviderClaimDetails, ReceiptNumberCheck, ReceiptSuggestionsView } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimFiles, claims } from '../../db/schema.ts';

let api: TestApp;
let staff: string;
let provider: Awaited<ReturnType<typeof insertProvider>>;
let member: string;

beforeAll(async () => {
  api = await startTestApp({ RECEIPT_NUMBER_CHECKS_PER_MINUTE: '8' });
  staff = await api.tokenFor((await insertMeritCs(api.db)).person);
  provider = await insertProvider(api.db, { status: 'Active' });
  member = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
});
afterAll(() => api.close());

interface Family {
  token: string;
  childId: number;
  parentId: number;
}

async function family(): Promise<Family> {
  const parent = await insertParent(api.db);
  const child = await insertChild(api.db, parent.user.id, { schoolYear: 2023, awardCents: 500_000 });
  return { token: await api.tokenFor(parent.person), childId: child.id, parentId: parent.user.id };
}

interface Upload {
  name: string;
  bytes: Buffer;
  receiptNumber?: string;
}

/** An invoice of Bright Minds Tutoring as a PDF, with its number; another `provider` line makes other bytes. */
async function invoice(number: string, providerLine = 'Bright Minds Tutoring LLC'): Promise<Upload> {
  const text: InvoiceText = { provider: providerLine, number, date: '09/01/2023', total: '$120.00' };
  return { name: 'invoice.pdf', bytes: await invoicePdf(text) };
}

function submit(owner: Family, files: Upload[], extra: Record<string, string> = {}, headers?: Record<string, string>) {
  const form = new FormData();
  const fields: Record<string, string> = {
    childId: String(owner.childId),
    amount: '120.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Tutoring',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => {
    form.append(`file${index + 1}`, new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
    if (file.receiptNumber !== undefined) form.append(`receiptNumber${index + 1}`, file.receiptNumber);
  });
  return api.request('POST', '/api/user/claim', { token: owner.token, body: form, ...(headers ? { headers } : {}) });
}

async function submitted(owner: Family, files: Upload[], extra: Record<string, string> = {}) {
  const response = await submit(owner, files, extra);
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

async function readOnForm(owner: Family, file: Upload): Promise<ReceiptSuggestionsView> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const response = await api.request('POST', '/api/user/claim/receipt-reading', { token: owner.token, body: form });
  expect(response.status).toBe(200);
  return (response.body as { data: ReceiptSuggestionsView }).data;
}

function checkNumber(token: string | undefined, query: string) {
  return api.request('GET', `/api/user/claim/receipt-number${query}`, token === undefined ? {} : { token });
}

async function alreadySentNumber(owner: Family, number: string) {
  const response = await checkNumber(owner.token, `?number=${number}`);
  expect(response.status).toBe(200);
  return (response.body as { data: ReceiptNumberCheck }).data.alreadySent;
}

async function staffClaim(id: number): Promise<MeritCsClaim> {
  const response = await api.request('GET', `/api/claim/merit-cs/${id}`, { token: staff });
  expect(response.status).toBe(200);
  return (response.body as { data: MeritCsClaim }).data;
}

async function claimCount(owner: Family) {
  return (await api.db.select({ id: claims.id }).from(claims).where(eq(claims.childId, owner.childId))).length;
}

/** The day the test clock sends claims on, as the API answers it and as the warning shows it. */
const today = '2023-09-15';
const shownToday = '09/15/2023';

describe('the claim form is told what the family already sent', () => {
  it("answers a file's reading with the family's claims holding the same file or the invoice number read", async () => {
    const owner = await family();
    const first = await invoice('DUP-1001');
    const earlier = await submitted(owner, [first]);
    expect((await readOnForm(owner, first)).alreadySent).toEqual([{ claimId: earlier, submittedOn: today }]);
    await api.runJobs();
    // Another document (another provider line) with the same number printed.
    const sameNumber = await readOnForm(owner, await invoice('DUP1001', 'Bright Minds Tutoring'));
    expect(sameNumber).toMatchObject({ receiptNumber: { value: 'DUP1001' } });
    expect(sameNumber.alreadySent).toEqual([{ claimId: earlier, submittedOn: today }]);
    expect((await readOnForm(owner, await invoice('NEW-2002'))).alreadySent).toEqual([]);
    // Another family's claim is never named to a parent.
    expect((await readOnForm(await family(), first)).alreadySent).toEqual([]);
  });

  it('answers a typed receipt number with the claims of the family holding it, typed or read', async () => {
    const owner = await family();
    const sibling = await insertChild(api.db, owner.parentId, { firstName: 'Alan', awardCents: 500_000 });
    const typed = await submitted({ ...owner, childId: sibling.id }, [
      { ...(await invoice('X-1')), receiptNumber: 'TYP7781' },
    ]);
    const read = await submitted(owner, [await invoice('RD-5510')]);
    await api.runJobs();
    expect(await alreadySentNumber(owner, 'typ7781')).toEqual([{ claimId: typed, submittedOn: today }]);
    expect(await alreadySentNumber(owner, 'RD5510')).toEqual([{ claimId: read, submittedOn: today }]);
    expect(await alreadySentNumber(owner, 'RD5511')).toEqual([]);
    expect(await alreadySentNumber(await family(), 'TYP7781')).toEqual([]);
  });

  it('refuses a receipt number the form would refuse, no number, and another parameter, with 400', async () => {
    const owner = await family();
    expect(await checkNumber(owner.token, '?number=TYP-7781')).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'number', message: 'Please enter an alphanumerics' }] },
    });
    expect((await checkNumber(owner.token, '')).status).toBe(400);
    expect((await checkNumber(owner.token, `?number=${'A'.repeat(51)}`)).status).toBe(400);
    expect((await checkNumber(owner.token, '?number=A1&childId=1')).status).toBe(400);
  });

  it('asks for signed-in parents only, and limits how many numbers one parent checks in a minute', async () => {
    expect((await checkNumber(undefined, '?number=A1')).status).toBe(401);
    expect((await checkNumber(member, '?number=A1')).status).toBe(403);
    expect((await checkNumber(staff, '?number=A1')).status).toBe(403);
    const owner = await family();
    const statuses = [];
    for (let request = 0; request < 9; request += 1) {
      statuses.push((await checkNumber(owner.token, `?number=A${request}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
    expect((await checkNumber((await family()).token, '?number=A1')).status).toBe(200);
  });
});

describe('sending a receipt the family already sent', () => {
  it('is refused without a reason, naming the claim, with nothing kept and the funds untouched', async () => {
    const owner = await family();
    const file = await invoice('SENT-3301');
    const earlier = await submitted(owner, [file]);
    const other = await invoice('OTHER-9');
    const refused = await submit(owner, [other, file]);
    const warning = `This receipt was already sent with claim ${earlier} on ${shownToday}.`;
    expect(refused).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'RECEIPT_ALREADY_SENT',
        error: warning,
        issues: [
          { path: 'files.1', message: warning },
          { path: 'sentAgainReason', message: 'Please tell us why you are sending this receipt again.' },
        ],
      },
    });
    expect(await claimCount(owner)).toBe(1);
    const blank = await submit(owner, [file], { sentAgainReason: '  ' });
    expect(blank).toMatchObject({ status: 409, body: { code: 'RECEIPT_ALREADY_SENT' } });
    const inSpanish = await submit(owner, [file], {}, { 'Accept-Language': 'es' });
    expect(inSpanish.body).toMatchObject({
      error: `Este recibo ya se envió con la solicitud ${earlier} el 15 sept 2023.`,
    });
    expect(await claimCount(owner)).toBe(1);
    const parent = await api.request('GET', '/api/user/parent', { token: owner.token });
    expect(parent.body).toMatchObject({ data: { children: [{ dollars: { available: 4880, pending: 120 } }] } });
  });

  it('is refused by a receipt number typed for it, on any child of the family', async () => {
    const owner = await family();
    const sibling = await insertChild(api.db, owner.parentId, { firstName: 'Alan', awardCents: 500_000 });
    const earlier = await submitted(owner, [{ ...(await invoice('A-1')), receiptNumber: 'R5521' }]);
    const response = await submit({ ...owner, childId: sibling.id }, [
      { ...(await invoice('B-2')), receiptNumber: 'r5521' },
    ]);
    expect(response).toMatchObject({ status: 409, body: { code: 'RECEIPT_ALREADY_SENT' } });
    expect((response.body as { issues: unknown[] }).issues[0]).toEqual({
      path: 'files.0',
      message: `This receipt was already sent with claim ${earlier} on ${shownToday}.`,
    });
  });

  it('names, for each file of a claim, the claim that already holds it: by the same file, or by its number', async () => {
    const owner = await family();
    const sameFile = await invoice('FIVE-1');
    const byFile = await submitted(owner, [sameFile]);
    const byNumber = await submitted(owner, [{ ...(await invoice('FIVE-2')), receiptNumber: 'N7781' }]);
    const response = await submit(owner, [
      await invoice('FIVE-3'),
      sameFile,
      await invoice('FIVE-4'),
      { ...(await invoice('FIVE-5')), receiptNumber: 'n7781' },
    ]);
    expect(response).toMatchObject({ status: 409, body: { code: 'RECEIPT_ALREADY_SENT' } });
    expect((response.body as { issues: unknown[] }).issues).toEqual([
      { path: 'files.1', message: `This receipt was already sent with claim ${byFile} on ${shownToday}.` },
      { path: 'files.3', message: `This receipt was already sent with claim ${byNumber} on ${shownToday}.` },
      { path: 'sentAgainReason', message: 'Please tell us why you are sending this receipt again.' },
    ]);
    expect(await claimCount(owner)).toBe(2);
  });

  it('is taken with a reason, which staff and the provider see, with the other claim named to staff only', async () => {
    const owner = await family();
    const file = await invoice('INST-4410');
    const earlier = await submitted(owner, [file]);
    const reason = 'The second instalment of the same invoice';
    const again = await submitted(owner, [file], { sentAgainReason: ` ${reason} ` });
    await api.runJobs();
    const seen = await staffClaim(again);
    expect(seen.sentAgainReason).toBe(reason);
    const flag = { kind: 'invoiceNumberUsed', number: 'INST-4410' };
    expect(seen.files[0]?.reading.flags).toEqual([{ ...flag, otherClaimId: earlier }]);
    const details = await api.request('GET', `/api/claim/service-provider/${again}/${provider.organisationId}`, {
      token: member,
    });
    expect(details.status).toBe(200);
    const shown = (details.body as { data: ProviderClaimDetails }).data;
    expect(shown.sentAgainReason).toBe(reason);
    expect(shown.files[0]?.reading.flags).toEqual([{ ...flag, otherClaimId: null }]);
    // A reason with nothing sent before is not kept: there is nothing it answers.
    const fresh = await submitted(owner, [await invoice('FRESH-1')], { sentAgainReason: reason });
    expect((await staffClaim(fresh)).sentAgainReason).toBeNull();
    expect((await staffClaim(earlier)).sentAgainReason).toBeNull();
  });

  it('refuses a reason past 500 characters, or with a character no text takes, with 400', async () => {
    const owner = await family();
    const file = await invoice('LONG-1');
    await submitted(owner, [file]);
    expect(await submit(owner, [file], { sentAgainReason: 'a'.repeat(501) })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'sentAgainReason', message: 'The reason can be at most 500 characters' }] },
    });
    expect((await submit(owner, [file], { sentAgainReason: 'second\u0000instalment' })).status).toBe(400);
  });

  it('asks the second of two claims sent at once with the same receipt', async () => {
    const owner = await family();
    const file = await invoice('RACE-77');
    const answers = await Promise.all([submit(owner, [file]), submit(owner, [file])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await claimCount(owner)).toBe(1);
  });
});

describe('what does not count as sent already', () => {
  it("another family's claim, a rejected claim, and the rejected claim a correction corrects", async () => {
    const owner = await family();
    const file = await invoice('REJ-100');
    await submitted(await family(), [file]);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    const rejected = await insertClaim(api.db, {
      childId: owner.childId,
      submittedBy: owner.parentId,
      status: 'Rejected',
      rejectionReason: 'other',
    });
    const [kept] = await api.db
      .insert(claimFiles)
      .values({
        claimId: rejected.id,
        position: 0,
        originalName: 'invoice.pdf',
        sha256,
        mimeType: 'application/pdf',
        sizeBytes: file.bytes.length,
        receiptNumber: 'REJ100',
      })
      .returning();
    expect((await readOnForm(owner, file)).alreadySent).toEqual([]);
    expect(await alreadySentNumber(owner, 'REJ100')).toEqual([]);
    // The correction keeps the rejected claim's file and its number: no reason asked.
    const correction = await submitted(owner, [], {
      replacesClaimId: String(rejected.id),
      keptFile1: String(kept?.id),
      receiptNumber1: 'REJ100',
    });
    expect((await staffClaim(correction)).sentAgainReason).toBeNull();
    // Once the correction holds it, the receipt is sent: a new claim with it is asked why.
    expect(await submit(owner, [file])).toMatchObject({
      status: 409,
      body: { error: `This receipt was already sent with claim ${correction} on ${shownToday}.` },
    });
  });
});
