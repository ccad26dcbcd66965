import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { invoicePdf, type InvoiceText } from '@ace/dev-kit/invoices';
import { translate, type MeritCsClaim, type OpenReview, type ReceiptSuggestionsView } from '@ace/domain';
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
import { invoicePng } from '../../../test/invoices.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { withThreadCpuMs } from '../../../test/thread-cpu.ts';
import { deflateBombPdf, hugePagePdf, pagelessPdf, pixelBombPng } from '../../../test/hostile-receipts.ts';
import { claimFiles, jobs, receiptReadings } from '../../db/schema.ts';
import { findJobByKey } from '../../jobs/jobs.repository.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';
import { createReceiptReader } from './receipt-reader.ts';
import { receiptRecurringJobs } from './receipts.jobs.ts';

let api: TestApp;
let staff: string;
let provider: Awaited<ReturnType<typeof insertProvider>>;
let member: string;

interface Family {
  token: string;
  childId: number;
  parentId: number;
}

beforeAll(async () => {
  api = await startTestApp({ RECEIPT_READINGS_PER_MINUTE: '4', RECEIPT_READING_MEMORY_MB: '128' });
  staff = await api.tokenFor((await insertMeritCs(api.db)).person);
  provider = await insertProvider(api.db, { status: 'Active' });
  member = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
});
afterAll(() => api.close());

async function family(): Promise<Family> {
  const parent = await insertParent(api.db);
  const child = await insertChild(api.db, parent.user.id, { schoolYear: 2023, awardCents: 500_000 });
  return { token: await api.tokenFor(parent.person), childId: child.id, parentId: parent.user.id };
}

const tutoring: InvoiceText = {
  provider: 'Bright Minds Tutoring LLC',
  number: 'INV-2023-0117',
  date: '09/01/2023',
  total: '$120.00',
};

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
  receiptNumber?: string;
}

async function submit(owner: Family, amount: string, files: Upload[], dateOfService = '2023-09-01') {
  const form = new FormData();
  const fields: Record<string, string> = {
    childId: String(owner.childId),
    amount,
    category: 'tutoring',
    dateOfService,
    description: 'Tutoring',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  files.forEach((file, index) => {
    form.append(`file${index + 1}`, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    if (file.receiptNumber !== undefined) form.append(`receiptNumber${index + 1}`, file.receiptNumber);
  });
  const response = await api.request('POST', '/api/user/claim', { token: owner.token, body: form });
  expect(response.status).toBe(201);
  return (response.body as { data: { id: number } }).data.id;
}

const pdfOf = async (invoice: InvoiceText): Promise<Upload> => ({
  name: 'invoice.pdf',
  type: 'application/pdf',
  bytes: await invoicePdf(invoice),
});

async function staffClaim(id: number): Promise<MeritCsClaim> {
  const response = await api.request('GET', `/api/claim/merit-cs/${id}`, { token: staff });
  expect(response.status).toBe(200);
  return (response.body as { data: MeritCsClaim }).data;
}

/** What was read from each of a claim's files, by file name, as staff see it. */
async function readingsOf(id: number) {
  return (await staffClaim(id)).files.map(({ filename, reading }) => ({ filename, reading }));
}

/** The review of a claim through a link of the step under way, and the link's token. */
async function review(id: number, type: 'internal' | 'external') {
  const token = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, type, api.now.value, 60);
  const response = await api.request('GET', `/api/review-claim/${token}`, {
    token: type === 'external' ? member : staff,
  });
  expect(response).toMatchObject({ status: 200, body: { data: { reviewed: false } } });
  return { ...(response.body as { data: OpenReview }).data, token };
}

describe('reading the files of a submitted claim', () => {
  it('reads each file in the job queue after submission, never on the request, and shows what it read', async () => {
    const owner = await family();
    const id = await submit(owner, '120.00', [await pdfOf(tutoring)]);
    expect(await readingsOf(id)).toEqual([
      {
        filename: 'invoice.pdf',
        reading: { status: 'pending', total: null, dates: [], invoiceNumber: null, flags: [] },
      },
    ]);
    await api.runJobs();
    expect(await readingsOf(id)).toEqual([
      {
        filename: 'invoice.pdf',
        reading: { status: 'read', total: 120, dates: ['2023-09-01'], invoiceNumber: 'INV-2023-0117', flags: [] },
      },
    ]);
    const [stored] = await api.db.select().from(receiptReadings);
    expect(stored).toMatchObject({ source: 'text-layer', status: 'read', invoiceNumberKey: 'INV20230117' });
    // The fields, not the invoice's text: nothing reads it, and it holds the family's names and address.
    expect(stored).not.toHaveProperty('text');
  });

  it('flags a claimed amount above the total, a date of service off the invoice, and says nothing changed', async () => {
    const owner = await family();
    const invoice = { ...tutoring, number: 'B-5521', total: '$80.00' };
    const id = await submit(owner, '95.00', [await pdfOf(invoice)], '2023-09-05');
    await api.runJobs();
    const claim = await staffClaim(id);
    expect(claim).toMatchObject({ status: 'Pending', amount: 95 });
    expect(claim.files[0]?.reading.flags).toEqual([
      { kind: 'amountAboveTotal', claimed: 95, total: 80, files: 1 },
      { kind: 'dateOutside', date: '2023-09-05', first: '2023-09-01', last: '2023-09-01' },
    ]);
  });

  it('flags the same invoice number on a claim of another family, linked for staff and unnamed for the provider', async () => {
    const first = await family();
    const second = await family();
    const invoice = { ...tutoring, number: 'DUP-7781' };
    const earlier = await submit(first, '120.00', [await pdfOf(invoice)]);
    // Another document (another provider line) with the same number: not the same file.
    const later = await submit(second, '120.00', [await pdfOf({ ...invoice, provider: 'Bright Minds Tutoring' })]);
    await api.runJobs();
    const flag = { kind: 'invoiceNumberUsed', number: 'DUP-7781', otherClaimId: earlier };
    expect((await staffClaim(later)).files[0]?.reading.flags).toEqual([flag]);
    const internal = await review(later, 'internal');
    expect(internal.claim.files[0]?.reading.flags).toEqual([flag]);
    const passed = await api.request('POST', `/api/review-claim/${internal.token}/send-for-external-review`, {
      token: staff,
      json: { reviewerName: 'Sam Taylor' },
    });
    expect(passed.status).toBe(200);
    expect((await review(later, 'external')).claim.files[0]?.reading.flags).toEqual([{ ...flag, otherClaimId: null }]);
    // The first claim is flagged too: each names the other.
    expect((await staffClaim(earlier)).files[0]?.reading.flags).toEqual([{ ...flag, otherClaimId: later }]);
  });

  it('finds the same invoice by a receipt number a parent typed, and by the very same file', async () => {
    const first = await family();
    const second = await family();
    const typed = await submit(first, '50.00', [
      { name: 'photo.png', type: 'image/png', bytes: invoicePng(null), receiptNumber: 'TYPED991' },
    ]);
    const pdf = await pdfOf({ ...tutoring, number: 'TYPED-991', total: '$50.00' });
    const read = await submit(second, '50.00', [pdf]);
    const again = await submit(first, '50.00', [pdf]);
    await api.runJobs();
    expect((await staffClaim(read)).files[0]?.reading.flags).toEqual([
      { kind: 'invoiceNumberUsed', number: 'TYPED-991', otherClaimId: typed },
    ]);
    expect((await staffClaim(again)).files[0]?.reading.flags).toContainEqual({
      kind: 'invoiceNumberUsed',
      number: 'TYPED-991',
      otherClaimId: typed,
    });
  });

  it('flags a file with no readable text, reading images by OCR', async () => {
    const owner = await family();
    const id = await submit(owner, '120.00', [
      { name: 'blank.png', type: 'image/png', bytes: invoicePng(null, 'white') },
      { name: 'photo.png', type: 'image/png', bytes: invoicePng({ ...tutoring, number: 'PH-3318' }) },
    ]);
    await api.runJobs();
    const [blank, photo] = (await staffClaim(id)).files;
    expect(blank?.reading).toMatchObject({ status: 'unreadable', flags: [{ kind: 'noReadableText' }] });
    expect(photo?.reading).toMatchObject({ status: 'read', total: 120, invoiceNumber: 'PH-3318', flags: [] });
  });

  it('reads files no job was queued for (claims from before, demo data), and drops readings no claim took', async () => {
    const owner = await family();
    const claim = await insertClaim(api.db, { childId: owner.childId, submittedBy: owner.parentId });
    const bytes = await invoicePdf({ ...tutoring, number: 'OLD-1' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const temporaryPath = api.store.temporaryPath();
    await writeFile(temporaryPath, bytes);
    await api.store.keep(temporaryPath, sha256);
    await api.db.insert(claimFiles).values({
      claimId: claim.id,
      position: 0,
      originalName: 'old.pdf',
      sha256,
      mimeType: 'application/pdf',
      sizeBytes: bytes.length,
    });
    const chosen = await readOnForm(owner, {
      name: 'chosen.pdf',
      type: 'application/pdf',
      bytes: await invoicePdf({ ...tutoring, number: 'UNSENT-404' }),
    });
    expect(chosen.status).toBe(200);
    const [sweep] = receiptRecurringJobs(api.deps, { info: () => undefined });
    await sweep?.run();
    await api.runJobs();
    expect((await staffClaim(claim.id)).files[0]?.reading).toMatchObject({ status: 'read', invoiceNumber: 'OLD-1' });
    const never = async () =>
      (await api.db.select().from(receiptReadings).where(eq(receiptReadings.invoiceNumberKey, 'UNSENT404'))).length;
    expect(await never()).toBe(1);
    api.now.value = new Date(api.now.value.getTime() + 25 * 3_600_000);
    await sweep?.run();
    expect(await never()).toBe(0);
  });
});

function readOnForm(owner: { token?: string } | null, file: Upload | null, field = 'file') {
  const form = new FormData();
  if (file !== null) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return api.request('POST', '/api/user/claim/receipt-reading', {
    body: form,
    ...(owner?.token === undefined ? {} : { token: owner.token }),
  });
}

describe('POST /api/user/claim/receipt-reading', () => {
  it('suggests the amount, the date of service and the receipt number of a file, without a claim', async () => {
    const owner = await family();
    const response = await readOnForm(owner, await pdfOf(tutoring));
    expect(response.status).toBe(200);
    expect((response.body as { data: ReceiptSuggestionsView }).data).toEqual({
      status: 'read',
      amount: { value: 120, confidence: 0.95 },
      dateOfService: { value: '2023-09-01', confidence: 0.85 },
      receiptNumber: { value: 'INV20230117', confidence: 0.9 },
      alreadySent: [],
    });
  });

  it('suggests nothing from a file with no readable text', async () => {
    const owner = await family();
    const response = await readOnForm(owner, { name: 'blank.png', type: 'image/png', bytes: invoicePng(null) });
    expect((response.body as { data: ReceiptSuggestionsView }).data).toEqual({
      status: 'unreadable',
      amount: null,
      dateOfService: null,
      receiptNumber: null,
      alreadySent: [],
    });
  });

  it('refuses no file, another field, a file of 10 MiB and a file that is not a PDF or an image, with clear 4xx', async () => {
    const owner = await family();
    const pdf = await pdfOf(tutoring);
    expect((await readOnForm(owner, null)).status).toBe(400);
    expect((await readOnForm(owner, pdf, 'file1')).status).toBe(400);
    const large = { ...pdf, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(10 * 1_048_576)]) };
    expect(await readOnForm(owner, large)).toMatchObject({
      status: 413,
      body: { error: 'Please select a file which is below 10mb' },
    });
    const text = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('Total due: $120.00') };
    expect((await readOnForm(owner, text)).status).toBe(415);
  });

  it('is for signed-in parents only, and limits how many files one parent has read in a minute', async () => {
    const pdf = await pdfOf(tutoring);
    expect((await readOnForm(null, pdf)).status).toBe(401);
    expect((await readOnForm({ token: member }, pdf)).status).toBe(403);
    expect((await readOnForm({ token: staff }, pdf)).status).toBe(403);
    const owner = await family();
    const other = await family();
    const statuses = [];
    for (let request = 0; request < 5; request += 1) statuses.push((await readOnForm(owner, pdf)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Another parent is not held back by the first.
    expect((await readOnForm(other, pdf)).status).toBe(200);
  });
});

/**
 * The most CPU time the API's thread may spend while a file is read: its own work (the job's rows, the request, the
 * liveness answers) takes milliseconds, a read on it seconds (a deflate bomb alone takes five and more). Measured as
 * CPU time, not as how long an answer took: on a loaded machine the scheduler alone stalls a thread for seconds.
 */
const API_THREAD_CPU_MS = 1_000;

/**
 * Runs `work` while asking GET /api/health/live every 100 ms: each must be answered (200), and the API's thread (this
 * one) must spend under API_THREAD_CPU_MS of CPU time meanwhile, as it does when the read is on a thread of its own.
 */
async function whileAnswering<Result>(work: () => Promise<Result>): Promise<Result> {
  const reading = { done: false };
  const probing = (async () => {
    do {
      expect((await api.request('GET', '/api/health/live')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (!reading.done);
  })();
  try {
    const { result, threadCpuMs } = await withThreadCpuMs(work);
    expect(threadCpuMs).toBeLessThan(API_THREAD_CPU_MS);
    return result;
  } finally {
    reading.done = true;
    await probing;
  }
}

describe('files made to exhaust or break the reader (issue 29)', () => {
  const bombs: { name: string; file: Upload; stoppedBy: string | null }[] = [
    {
      name: 'a PNG declaring 30000 x 30000 pixels',
      file: { name: 'photo.png', type: 'image/png', bytes: pixelBombPng(30_000, 30_000) },
      stoppedBy: 'overPixelBudget',
    },
    {
      name: 'a PDF page of 200000 points square without text',
      file: { name: 'huge.pdf', type: 'application/pdf', bytes: hugePagePdf(200_000) },
      stoppedBy: 'overPixelBudget',
    },
    {
      name: 'a PDF content stream that inflates to 300 MiB',
      file: { name: 'deflate.pdf', type: 'application/pdf', bytes: deflateBombPdf(300) },
      stoppedBy: 'outOfMemory',
    },
    {
      name: 'a PDF naming a page it does not have',
      file: { name: 'pageless.pdf', type: 'application/pdf', bytes: pagelessPdf() },
      stoppedBy: null,
    },
  ];

  it.each(bombs)(
    '$name: the API keeps answering, the claim keeps its file, the file is unreadable and not read again',
    async ({ file, stoppedBy }) => {
      const owner = await family();
      const id = await submit(owner, '120.00', [file]);
      await whileAnswering(() => api.runJobs());
      expect(await readingsOf(id)).toEqual([
        {
          filename: file.name,
          reading: {
            status: 'unreadable',
            total: null,
            dates: [],
            invoiceNumber: null,
            flags: [{ kind: 'noReadableText' }],
          },
        },
      ]);
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const [reading] = await api.db.select().from(receiptReadings).where(eq(receiptReadings.sha256, sha256));
      expect(reading).toMatchObject({ status: 'unreadable', stoppedBy });
      const job = await findJobByKey(api.db, `receipt:${sha256}`);
      expect(job).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
      expect(job?.doneAt).toBeInstanceOf(Date);
      // On the claim form too: the parent is told nothing could be read, and can go on.
      const chosen = await whileAnswering(() => readOnForm(owner, file));
      expect(chosen).toMatchObject({ status: 200, body: { data: { status: 'unreadable', amount: null } } });
    },
    // Two reads, each in a new worker after the last one was stopped.
    60_000,
  );
});

// Under the idle policy a read runs only on a core nothing else wants: cores kept busy by pages for the reading's whole
// time in all starve it. A time in all of 1 ms starves every read here as minutes of busy cores would.
describe('a read the busy cores starve (issue 33)', () => {
  it('records nothing of the file: the job reads it on a later try, and the claim form answers 503', async () => {
    const reader = api.deps.receipts;
    const starved = createReceiptReader({ ...api.config.receiptReading, timeoutMs: 1 });
    api.deps.receipts = starved;
    try {
      const owner = await family();
      const photo: Upload = {
        name: 'photo.png',
        type: 'image/png',
        bytes: invoicePng({ ...tutoring, number: 'INV-5150' }),
      };
      const id = await submit(owner, '120.00', [photo]);
      await api.runJobs();
      const sha256 = createHash('sha256').update(photo.bytes).digest('hex');
      const key = `receipt:${sha256}`;
      expect(await api.db.select().from(receiptReadings).where(eq(receiptReadings.sha256, sha256))).toEqual([]);
      const failed = await findJobByKey(api.db, key);
      expect(failed).toMatchObject({
        attempts: 1,
        doneAt: null,
        failedAt: null,
        lastError: translate('outage.receiptReading'),
      });
      expect(failed?.runAt.getTime()).toBeGreaterThan(Date.now());
      expect(await readingsOf(id)).toEqual([
        {
          filename: 'photo.png',
          reading: { status: 'pending', total: null, dates: [], invoiceNumber: null, flags: [] },
        },
      ]);

      const chosen = await readOnForm(owner, photo);
      expect(chosen).toMatchObject({
        status: 503,
        body: { success: false, code: 'RECEIPT_READING_BUSY', error: translate('outage.receiptReading') },
      });
      expect(await api.db.select().from(receiptReadings).where(eq(receiptReadings.sha256, sha256))).toEqual([]);

      // The cores are free again and the retry is due (its 10 s have passed).
      api.deps.receipts = reader;
      await api.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1_000) })
        .where(eq(jobs.key, key));
      await api.runJobs();
      expect(await findJobByKey(api.db, key)).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
      expect(await readingsOf(id)).toEqual([
        {
          filename: 'photo.png',
          reading: { status: 'read', total: 120, dates: ['2023-09-01'], invoiceNumber: 'INV-5150', flags: [] },
        },
      ]);
    } finally {
      api.deps.receipts = reader;
      await starved.close();
    }
  });
});
