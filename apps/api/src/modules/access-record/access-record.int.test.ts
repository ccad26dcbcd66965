import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claims, staffReads } from '../../db/schema.ts';
import { statusValues } from '../claims/claim-wait-state.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

let api: TestApp;
let staff: { id: number; email: string; token: string };
let provider: Awaited<ReturnType<typeof insertProvider>>;
let providerToken: string;

const PDF = new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' });
/** The client's address behind the proxy in front of the API (TRUST_PROXY trusts the loopback it comes through). */
const fromAddress = { 'x-forwarded-for': '203.0.113.7' };

beforeAll(async () => {
  api = await startTestApp();
  const agent = await insertMeritCs(api.db, { firstName: 'Riley', lastName: 'Moore' });
  staff = { id: agent.user.id, email: agent.user.email, token: await api.tokenFor(agent.person) };
  provider = await insertProvider(api.db, { status: 'Active', contactEmail: 'office@provider.example.com' });
  providerToken = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
});
afterAll(() => api.close());

/** A parent submits a claim with one receipt through the API, as the web app does. */
async function submittedClaim() {
  const parent = await insertParent(api.db, { email: `p${String(Math.random()).slice(2)}@example.com` });
  const child = await insertChild(api.db, parent.user.id, { awardCents: 100_000, firstName: 'Ava' });
  const form = new FormData();
  const fields = {
    childId: String(child.id),
    amount: '100.00',
    category: 'tutoring',
    dateOfService: '2023-09-01',
    description: 'Tutoring',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file1', PDF, 'invoice.pdf');
  const parentToken = await api.tokenFor(parent.person);
  const response = await api.request('POST', '/api/user/claim', { token: parentToken, body: form });
  expect(response.status).toBe(201);
  return { id: (response.body as { data: { id: number } }).data.id, parent, parentToken, child };
}

async function readsOf(parentUserId: number) {
  return api.db.select().from(staffReads).where(eq(staffReads.parentUserId, parentUserId)).orderBy(asc(staffReads.id));
}

const asStaff = () => ({ token: staff.token, headers: fromAddress });

/** The file links of a review (its claim's files) or of a parent's claim (its files). */
function fileUrlsOf(body: unknown): string[] {
  const { data } = body as { data: { claim?: { files: { url: string }[] }; files?: { url: string }[] } };
  return (data.claim?.files ?? data.files ?? []).map((file) => file.url);
}

const local = (url: string) => url.replace(api.config.publicUrl, api.url);

describe('staff reads', () => {
  it('record a claim read for the staff claim view: who, what, when and from which address', async () => {
    const { id, parent } = await submittedClaim();
    const response = await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());
    expect(response).toMatchObject({
      status: 200,
      body: { data: { id, parent: { userId: parent.user.id, firstName: parent.user.firstName } } },
    });
    expect(await readsOf(parent.user.id)).toEqual([
      expect.objectContaining({
        staffUserId: staff.id,
        kind: 'claim',
        claimId: id,
        fileId: null,
        address: '203.0.113.7',
        at: api.now.value,
      }),
    ]);
  });

  it("show a decided claim's facts to staff, its files through links naming them, each opening recorded", async () => {
    const fundsAfter = {
      Accepted: { available: 900, pending: 0 },
      Rejected: { available: 1000, pending: 0 },
      'Pending external': { available: 900, pending: 100 },
    };
    for (const status of ['Accepted', 'Rejected', 'Pending external'] as const) {
      const { id, parent } = await submittedClaim();
      await api.db
        .update(claims)
        .set(statusValues(api.config, status, api.now.value))
        .where(eq(claims.id, id));
      const response = await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());
      expect(response).toMatchObject({
        status: 200,
        body: {
          data: {
            id,
            status,
            internalReviewLink: null,
            category: 'tutoring',
            description: 'Tutoring',
            dateOfService: '2023-09-01',
            payTo: 'Vendor',
            serviceProvider: { number: provider.number, name: provider.name },
            child: { firstName: 'Ava' },
            parent: { userId: parent.user.id },
            amount: 100,
            amountInfo: fundsAfter[status],
            files: [{ filename: 'invoice.pdf', detectedFileExt: 'pdf' }],
          },
        },
      });
      const [url = ''] = fileUrlsOf(response.body);
      expect(new URL(url).searchParams.get('reader')).toBe(String(staff.id));
      expect((await fetch(local(url), { headers: fromAddress })).status).toBe(200);
      expect((await readsOf(parent.user.id)).map(({ kind, claimId, address }) => ({ kind, claimId, address }))).toEqual(
        [
          { kind: 'claim', claimId: id, address: '203.0.113.7' },
          { kind: 'file', claimId: id, address: '203.0.113.7' },
        ],
      );
    }
  });

  it('record nothing for a claim that is not there', async () => {
    const before = await api.db.select().from(staffReads);
    expect((await api.request('GET', '/api/claim/merit-cs/999999', asStaff())).status).toBe(404);
    expect(await api.db.select().from(staffReads)).toEqual(before);
  });

  it("record the internal review's read, and each opening of a file through the link made for the staff member", async () => {
    const { id, parent } = await submittedClaim();
    const token = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, 'internal', api.now.value, 60);
    const review = await api.request('GET', `/api/review-claim/${token}`, asStaff());
    expect(review.status).toBe(200);
    const [url = ''] = fileUrlsOf(review.body);
    expect(new URL(url).searchParams.get('reader')).toBe(String(staff.id));
    const file = await fetch(local(url), { headers: { 'x-forwarded-for': '198.51.100.4' } });
    expect([file.status, file.headers.get('cache-control')]).toEqual([200, 'no-store']);
    await fetch(local(url), { headers: { 'x-forwarded-for': '198.51.100.4' } });

    const reads = await readsOf(parent.user.id);
    const fileId = Number(/\/api\/files\/(\d+)/.exec(url)?.[1]);
    expect(
      reads.map(({ kind, claimId, fileId: file, address, staffUserId }) => ({
        kind,
        claimId,
        file,
        address,
        staffUserId,
      })),
    ).toEqual([
      { kind: 'claim', claimId: id, file: null, address: '203.0.113.7', staffUserId: staff.id },
      { kind: 'file', claimId: id, file: fileId, address: '198.51.100.4', staffUserId: staff.id },
      { kind: 'file', claimId: id, file: fileId, address: '198.51.100.4', staffUserId: staff.id },
    ]);

    // The reader is signed: another name, or none, breaks the link and records nothing.
    const otherReader = new URL(local(url));
    otherReader.searchParams.set('reader', String(staff.id + 1000));
    const noReader = new URL(local(url));
    noReader.searchParams.delete('reader');
    expect([(await fetch(otherReader)).status, (await fetch(noReader)).status]).toEqual([404, 404]);
    expect(await readsOf(parent.user.id)).toHaveLength(3);
  });

  it("record one read for one 'View claim': its review link is no read, the review screen it opens is", async () => {
    const { id, parent } = await submittedClaim();
    const asked = await api.request('GET', `/api/claim/merit-cs/${id}/review-link`, asStaff());
    const link = (asked.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
    expect(link).toMatch(/\/review-claim\?token=/);
    expect(await readsOf(parent.user.id)).toEqual([]);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await api.request('GET', `/api/review-claim/${token}`, asStaff())).status).toBe(200);
    expect((await readsOf(parent.user.id)).map(({ kind, claimId }) => ({ kind, claimId }))).toEqual([
      { kind: 'claim', claimId: id },
    ]);

    // A decided claim has no review link: 'View claim' opens it in Manage claims, whose view is the one read.
    await api.db
      .update(claims)
      .set(statusValues(api.config, 'Rejected', api.now.value))
      .where(eq(claims.id, id));
    expect(await api.request('GET', `/api/claim/merit-cs/${id}/review-link`, asStaff())).toMatchObject({
      status: 200,
      body: { data: { internalReviewLink: null } },
    });
    expect(await readsOf(parent.user.id)).toHaveLength(1);
    expect((await api.request('GET', '/api/claim/merit-cs/999999/review-link', asStaff())).status).toBe(404);
  });

  it("record a family read for a family's details, which hold the parent, children with funds and claims", async () => {
    const { id, parent } = await submittedClaim();
    const family = await api.request('GET', `/api/merit-cs/families/${parent.user.id}`, asStaff());
    expect(family).toMatchObject({
      status: 200,
      body: {
        data: {
          id: parent.user.id,
          email: parent.user.email,
          children: [{ firstName: 'Ava', dollars: { available: 900, pending: 100 }, claims: [{ id }] }],
        },
      },
    });
    expect(await readsOf(parent.user.id)).toEqual([
      expect.objectContaining({ kind: 'family', claimId: null, fileId: null, staffUserId: staff.id }),
    ]);
    expect(await api.request('GET', '/api/merit-cs/families/999999', asStaff())).toMatchObject({
      status: 404,
      body: { error: 'This family could not be found' },
    });
    expect((await api.request('GET', '/api/merit-cs/families/abc', asStaff())).status).toBe(400);
    expect(await readsOf(parent.user.id)).toHaveLength(1);
  });

  it("record nothing for a parent's own reads, a provider's, or a review link's reader", async () => {
    const { id, parent, parentToken } = await submittedClaim();
    const own = await api.request('GET', `/api/user/claim/${id}`, { token: parentToken });
    expect(own.status).toBe(200);
    expect((await api.request('GET', '/api/user/parent', { token: parentToken })).status).toBe(200);
    const ownFile = fileUrlsOf(own.body)[0] ?? '';
    expect(new URL(ownFile).searchParams.has('reader')).toBe(false);
    expect((await fetch(local(ownFile))).status).toBe(200);

    const path = `/api/claim/service-provider/${id}/${provider.organisationId}`;
    expect((await api.request('GET', path, { token: providerToken })).status).toBe(200);

    // The provider's link shows the claim while the provider's step is under way.
    await api.db
      .update(claims)
      .set(statusValues(api.config, 'Pending external', api.now.value))
      .where(eq(claims.id, id));
    const external = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, 'external', api.now.value, 60);
    for (const token of [undefined, providerToken]) {
      const review = await api.request('GET', `/api/review-claim/${external}`, token === undefined ? {} : { token });
      expect(review.status).toBe(200);
      const reviewFile = fileUrlsOf(review.body)[0] ?? '';
      expect(new URL(reviewFile).searchParams.has('reader')).toBe(false);
      expect((await fetch(local(reviewFile))).status).toBe(200);
    }
    expect(await readsOf(parent.user.id)).toEqual([]);
  });

  it("record nothing for a signed-in staff member on the provider's link, which is refused them", async () => {
    const { id, parent } = await submittedClaim();
    await api.db
      .update(claims)
      .set(statusValues(api.config, 'Pending external', api.now.value))
      .where(eq(claims.id, id));
    const external = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, 'external', api.now.value, 60);
    const review = await api.request('GET', `/api/review-claim/${external}`, asStaff());
    expect(review).toMatchObject({ status: 403, body: { success: false, code: 'PROVIDER_LINK_ONLY' } });
    expect(await readsOf(parent.user.id)).toEqual([]);
  });

  it('cannot be changed or removed', async () => {
    const { id, parent } = await submittedClaim();
    await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());
    await expect(
      api.db.update(staffReads).set({ address: '0.0.0.0' }).where(eq(staffReads.parentUserId, parent.user.id)),
    ).rejects.toThrow();
    await expect(api.db.delete(staffReads).where(eq(staffReads.parentUserId, parent.user.id))).rejects.toThrow();
    expect(await readsOf(parent.user.id)).toEqual([expect.objectContaining({ address: '203.0.113.7' })]);
  });
});

describe('who looked, as staff see it', () => {
  it("shows a claim's reads, of the claim and its files, newest first, with the staff member's name", async () => {
    const { id } = await submittedClaim();
    api.now.value = new Date('2023-09-16T10:00:00Z');
    await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());
    api.now.value = new Date('2023-09-17T10:00:00Z');
    const token = await issueReviewToken(api.db, reviewTokenSecret(api.config), id, 'internal', api.now.value, 60);
    await api.request('GET', `/api/review-claim/${token}`, asStaff());
    api.now.value = new Date('2023-09-15T16:00:00Z');
    const reads = await api.request('GET', `/api/claim/${id}/reads`, asStaff());
    expect(reads).toMatchObject({
      status: 200,
      body: {
        data: [
          {
            kind: 'claim',
            staffName: 'Riley Moore',
            claimId: id,
            address: '203.0.113.7',
            at: '2023-09-17T10:00:00.000Z',
          },
          { kind: 'claim', staffName: 'Riley Moore', claimId: id, at: '2023-09-16T10:00:00.000Z' },
        ],
      },
    });
    expect((await api.request('GET', '/api/claim/999999/reads', asStaff())).status).toBe(404);
  });

  it("gives the privacy officer a family's access record, paged newest first and as a spreadsheet of its reads only, at Ohio's time as staff screens show it", async () => {
    const { id, parent } = await submittedClaim();
    const other = await submittedClaim();
    await api.request('GET', `/api/claim/merit-cs/${other.id}`, asStaff());
    await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());
    await api.request('GET', `/api/merit-cs/families/${parent.user.id}`, asStaff());
    await api.request('GET', `/api/claim/merit-cs/${id}`, asStaff());

    const record = `/api/merit-cs/families/${parent.user.id}/access-record`;
    const first = await api.request('GET', `${record}?limit=2`, asStaff());
    const page = (first.body as { data: { items: { kind: string }[]; nextCursor: string } }).data;
    expect(page.items.map((read) => read.kind)).toEqual(['claim', 'family']);
    const second = await api.request('GET', `${record}?limit=2&cursor=${page.nextCursor}`, asStaff());
    expect(second.body).toMatchObject({ data: { items: [{ kind: 'claim', claimId: id }], nextCursor: null } });
    expect((await api.request('GET', `${record}?cursor=nonsense`, asStaff())).status).toBe(400);
    expect((await api.request('GET', `${record}?limit=101`, asStaff())).status).toBe(400);

    const csv = await fetch(`${api.url}${record}/csv`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'When,Staff member,Staff e-mail,What was opened,Claim ID,File ID,Address',
      `09/15/2023 at 12:00 PM EDT,Riley Moore,${staff.email},Opened the claim,${id},,203.0.113.7`,
      `09/15/2023 at 12:00 PM EDT,Riley Moore,${staff.email},Opened the family's details,,,203.0.113.7`,
      `09/15/2023 at 12:00 PM EDT,Riley Moore,${staff.email},Opened the claim,${id},,203.0.113.7`,
    ]);
    expect((await api.request('GET', '/api/merit-cs/families/999999/access-record/csv', asStaff())).status).toBe(404);
  });

  it('are kept from parents and providers', async () => {
    const { id, parent, parentToken } = await submittedClaim();
    for (const token of [parentToken, providerToken]) {
      for (const path of [
        `/api/claim/${id}/reads`,
        `/api/merit-cs/families/${parent.user.id}`,
        `/api/merit-cs/families/${parent.user.id}/access-record`,
        `/api/merit-cs/families/${parent.user.id}/access-record/csv`,
      ]) {
        expect({ path, status: (await api.request('GET', path, { token })).status }).toEqual({ path, status: 403 });
      }
    }
    expect(await readsOf(parent.user.id)).toEqual([]);
  });
});
