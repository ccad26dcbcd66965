import { createHash } from 'node:crypto';
import { MAX_FILE_BYTES, translate, type PreApprovalView } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { preApprovalFiles, staffReads } from '../../db/schema.ts';

/**
 * The quote of a pre-approval request sent as a file (ADR 0036): taken under a claim file's rules, kept in the file
 * store, named in the views by a signed link that the parent, support staff (each opening recorded) and the named
 * provider's members open.
 */

let api: TestApp;
let staffToken = '';
let staffId = 0;
let provider: Awaited<ReturnType<typeof insertProvider>>;
let memberToken = '';

beforeAll(async () => {
  api = await startTestApp();
  const staff = await insertMeritCs(api.db);
  staffId = staff.user.id;
  staffToken = await api.tokenFor(staff.person);
  provider = await insertProvider(api.db);
  memberToken = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
});
afterAll(() => api.close());

async function family(awardCents = 100_000) {
  const { user, person } = await insertParent(api.db);
  const child = await insertChild(api.db, user.id, { awardCents });
  return { user, child, token: await api.tokenFor(person) };
}
type Family = Awaited<ReturnType<typeof family>>;

/** A PDF's first bytes, then `size` bytes in all. */
function pdfOf(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function requestOf(parent: Family, overrides: Record<string, unknown> = {}) {
  return {
    childId: parent.child.id,
    amount: 450,
    category: 'tutoring',
    description: 'A term of maths tutoring',
    expectedDate: '2023-09-20',
    serviceProviderNumber: provider.number,
    ...overrides,
  };
}

function askWithQuote(
  parent: Family,
  files: { bytes: Uint8Array; name: string; type?: string }[],
  request: unknown = requestOf(parent),
) {
  const form = new FormData();
  form.append('request', typeof request === 'string' ? request : JSON.stringify(request));
  files.forEach((file, index) => {
    form.append(`file${String(index + 1)}`, new Blob([file.bytes], { type: file.type ?? '' }), file.name);
  });
  return api.request('POST', '/api/user/pre-approvals/with-quote', { token: parent.token, body: form });
}

/** Opens a signed link as a browser would: no token, the address only. */
async function open(url: string) {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${api.url}${pathname}${search}`);
  return { status: response.status, type: response.headers.get('content-type'), bytes: await response.bytes() };
}

const viewOf = (response: { body: unknown }) => (response.body as { data: PreApprovalView }).data;
const listOf = (response: { body: unknown }) =>
  (response.body as { data: { preApprovals: PreApprovalView[] } }).data.preApprovals;

describe('a pre-approval request with its quote as a file', () => {
  it('keeps the quote, and its parent, support staff and the named provider open it from their views', async () => {
    const parent = await family();
    const quote = pdfOf(2_000);
    const asked = await askWithQuote(parent, [{ bytes: quote, name: 'quote 17.pdf', type: 'application/pdf' }], {
      ...requestOf(parent),
      quoteLink: 'brightminds.example.com/quote/17',
    });
    expect(asked.status).toBe(201);
    const view = viewOf(asked);
    expect(view).toMatchObject({ status: 'Pending', amount: 450, quoteLink: 'brightminds.example.com/quote/17' });
    expect(view.quoteFile?.name).toBe('quote 17.pdf');
    expect(view.quoteFile?.url).toMatch(
      /^http:\/\/localhost:8080\/api\/pre-approval-files\/\d+\?expires=\d+&signature=/,
    );
    expect(await api.store.has(sha256Of(quote))).toBe(true);

    // The parent, from their list.
    const mine = await api.request('GET', '/api/user/pre-approvals', { token: parent.token });
    const listed = listOf(mine);
    const own = listed.find((row) => row.id === view.id)?.quoteFile;
    expect(own?.name).toBe('quote 17.pdf');
    expect(await open(own?.url ?? '')).toEqual({ status: 200, type: 'application/pdf', bytes: quote });

    // Support staff: the link names them, and each opening is a read of the family's data, as the pre-approval is.
    const readsOf = async () =>
      (await api.db.select().from(staffReads).where(eq(staffReads.parentUserId, parent.user.id))).map((read) => ({
        kind: read.kind,
        staffUserId: read.staffUserId,
      }));
    const staffView = viewOf(
      await api.request('GET', `/api/merit-cs/pre-approvals/${String(view.id)}`, { token: staffToken }),
    );
    expect(staffView.quoteFile?.url).toContain(`reader=${String(staffId)}`);
    expect(await readsOf()).toEqual([{ kind: 'family', staffUserId: staffId }]);
    expect((await open(staffView.quoteFile?.url ?? '')).status).toBe(200);
    expect(await readsOf()).toEqual([
      { kind: 'family', staffUserId: staffId },
      { kind: 'family', staffUserId: staffId },
    ]);
    const queue = await api.request('GET', '/api/merit-cs/pre-approvals', { token: staffToken });
    const queued = listOf(queue).find((row) => row.id === view.id);
    expect(queued?.quoteFile?.url).toContain(`reader=${String(staffId)}`);

    // The named provider's members, once staff pass it to them.
    const passed = await api.request('POST', `/api/merit-cs/pre-approvals/${String(view.id)}/decision`, {
      token: staffToken,
      json: { action: 'passInternalReview' },
    });
    expect(passed.status).toBe(200);
    const waiting = await api.request('GET', `/api/service-provider/${provider.organisationId}/pre-approvals`, {
      token: memberToken,
    });
    const forProvider = listOf(waiting).find((row) => row.id === view.id);
    expect(forProvider?.quoteFile?.url).not.toContain('reader=');
    expect(await open(forProvider?.quoteFile?.url ?? '')).toMatchObject({ status: 200, bytes: quote });

    // A link changed by hand opens nothing: not another file of that number, nor one signed for a claim file.
    const link = new URL(own?.url ?? '');
    expect((await open(`${link.origin}/api/files/${link.pathname.split('/').at(-1) ?? ''}${link.search}`)).status).toBe(
      404,
    );
    link.searchParams.set('signature', 'x'.repeat(43));
    expect((await open(link.toString())).status).toBe(404);
  });

  it('takes a picture as the quote, and leaves a request without one as it was', async () => {
    const parent = await family();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const asked = await askWithQuote(parent, [{ bytes: png, name: 'quote.png', type: 'image/png' }]);
    expect(asked.status).toBe(201);
    expect(await open(viewOf(asked).quoteFile?.url ?? '')).toMatchObject({
      status: 200,
      type: 'image/png',
    });
    const plain = await api.request('POST', '/api/user/pre-approvals', {
      token: parent.token,
      json: requestOf(parent, { amount: 10 }),
    });
    expect(plain.status).toBe(201);
    expect(viewOf(plain)).not.toHaveProperty('quoteFile');
  });

  it('refuses a file a claim refuses, with the message a claim file gets, and keeps nothing', async () => {
    const parent = await family();
    const issuesOf = (response: { status: number; body: unknown }) => ({
      status: response.status,
      issues: (response.body as { issues?: { path: string; message: string }[] }).issues,
    });
    const text = new TextEncoder().encode('Quote: 450 dollars');
    expect(issuesOf(await askWithQuote(parent, [{ bytes: text, name: 'quote.txt', type: 'text/plain' }]))).toEqual({
      status: 400,
      issues: [{ path: 'quoteFile', message: translate('upload.unsupportedType', { type: 'txt' }) }],
    });
    // A claim with the same file is refused with the same words.
    const claim = new FormData();
    const claimFields = {
      childId: String(parent.child.id),
      amount: '45.00',
      category: 'tutoring',
      dateOfService: '2023-09-14',
      description: 'Tutoring',
      payTo: 'Vendor',
      serviceProviderNumber: provider.number,
    };
    for (const [name, value] of Object.entries(claimFields)) claim.append(name, value);
    claim.append('file1', new Blob([text], { type: 'text/plain' }), 'quote.txt');
    const claimed = await api.request('POST', '/api/user/claim', { token: parent.token, body: claim });
    expect(issuesOf(claimed).issues?.map((issue) => issue.message)).toEqual([
      translate('upload.unsupportedType', { type: 'txt' }),
    ]);

    // 10 MiB is refused as a claim's file is, as it streams in.
    expect(await askWithQuote(parent, [{ bytes: pdfOf(MAX_FILE_BYTES), name: 'big.pdf' }])).toMatchObject({
      status: 413,
      body: { error: translate('upload.tooLarge') },
    });
    expect(issuesOf(await askWithQuote(parent, [{ bytes: new Uint8Array(0), name: 'empty.pdf' }]))).toEqual({
      status: 400,
      issues: [{ path: 'quoteFile', message: translate('upload.imageFault') }],
    });
    const two = [
      { bytes: pdfOf(100), name: 'a.pdf' },
      { bytes: pdfOf(200), name: 'b.pdf' },
    ];
    expect(issuesOf(await askWithQuote(parent, two))).toEqual({
      status: 400,
      issues: [{ path: 'file2', message: translate('preApproval.quoteFile.one') }],
    });
    expect(issuesOf(await askWithQuote(parent, []))).toEqual({
      status: 400,
      issues: [{ path: 'quoteFile', message: translate('preApproval.quoteFile.required') }],
    });
    // The request's own fields are checked as the JSON request's are, beside the file.
    expect(
      issuesOf(await askWithQuote(parent, [{ bytes: text, name: 'quote.txt' }], requestOf(parent, { amount: 0 }))),
    ).toEqual({
      status: 400,
      issues: [
        { path: 'amount', message: translate('preApproval.amount.invalid') },
        { path: 'quoteFile', message: translate('upload.unsupportedType', { type: 'txt' }) },
      ],
    });
    expect(issuesOf(await askWithQuote(parent, [{ bytes: pdfOf(100), name: 'a.pdf' }], '{"childId":'))).toEqual({
      status: 400,
      issues: [{ path: 'request', message: translate('api.invalidRequest') }],
    });

    // A request refused on the programme's rules once its file is kept leaves nothing in the store.
    const kept = pdfOf(3_000);
    expect(
      await askWithQuote(parent, [{ bytes: kept, name: 'quote.pdf' }], requestOf(parent, { amount: 5_000 })),
    ).toMatchObject({ status: 422, body: { code: 'FUNDS_EXCEEDED' } });
    expect(await api.store.has(sha256Of(kept))).toBe(false);
    expect(
      await api.db
        .select()
        .from(preApprovalFiles)
        .where(eq(preApprovalFiles.sha256, sha256Of(kept))),
    ).toEqual([]);
    expect(listOf(await api.request('GET', '/api/user/pre-approvals', { token: parent.token }))).toEqual([]);
  });
});
