import {
  apiSuccessSchema,
  providerClaimDetailsSchema,
  PROVIDER_CLAIM_SORTS,
  PROVIDER_CLAIM_TAB_PATHS,
  providerClaimPageSchema,
  SORT_ORDERS,
  type ClaimStatus,
  type PayTo,
  type ProviderClaimRow,
} from '@ace/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFiles } from '../../db/schema.ts';
import {
  insertChild,
  insertClaim,
  insertClaims,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
  personFor,
} from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewLink, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

const pageAnswer = apiSuccessSchema(providerClaimPageSchema);
const { pendingProvider, pendingMerit, history } = PROVIDER_CLAIM_TAB_PATHS;

let api: TestApp;
let tutors: Awaited<ReturnType<typeof insertProvider>>;
let camps: Awaited<ReturnType<typeof insertProvider>>;
let member: string;
let campsMember: string;
type Claim = Awaited<ReturnType<typeof insertClaim>>;
let claim: Record<
  'pendingOlivia' | 'pendingOscar' | 'internalMia' | 'acceptedOlivia' | 'rejectedOscar' | 'acceptedMia',
  Claim
>;
let campsClaim: Claim;
let nonProgrammeClaim: Claim;

/**
 * Two families and two organisations. Tutors' claims cover every status, both payTo values, school years
 * 2021, 2022 and none, and days that differ in Ohio from the day in UTC.
 */
beforeAll(async () => {
  api = await startTestApp();
  const { db } = api;
  tutors = await insertProvider(db, { name: 'Tutors' });
  camps = await insertProvider(db, { name: 'Camps' });
  member = await api.tokenFor((await insertProviderMember(db, tutors)).person);
  campsMember = await api.tokenFor((await insertProviderMember(db, camps)).person);

  const ann = await insertParent(db, { firstName: 'Ann', lastName: 'Lee' });
  const bob = await insertParent(db, { firstName: 'Bob', lastName: 'Ortiz' });
  const olivia = await insertChild(db, ann.user.id, { firstName: 'Olivia', lastName: 'Lee', schoolYear: 2022 });
  const oscar = await insertChild(db, bob.user.id, { firstName: 'Oscar', lastName: 'Ortiz', schoolYear: null });
  const mia = await insertChild(db, bob.user.id, { firstName: 'Mia', lastName: 'Ortiz', schoolYear: 2021 });
  const of = (child: typeof olivia, parentId: number) => ({
    childId: child.id,
    submittedBy: parentId,
    schoolYear: child.schoolYear,
    serviceProviderId: tutors.id,
  });
  const decided = (at: string, reviewerName: string) => ({ reviewedAt: new Date(at), reviewerName });
  claim = {
    pendingOlivia: await insertClaim(db, {
      ...of(olivia, ann.user.id),
      status: 'Pending external',
      payTo: 'Vendor',
      amountCents: 12_050,
      createdAt: new Date('2023-09-10T15:00:00Z'),
      // Due on 14 September: overdue by the test's clock (15 September).
      dueAt: new Date('2023-09-15T04:00:00Z'),
    }),
    pendingOscar: await insertClaim(db, {
      ...of(oscar, bob.user.id),
      status: 'Pending external',
      amountCents: 8_000,
      createdAt: new Date('2023-09-12T15:00:00Z'),
      dueAt: new Date('2023-09-27T04:00:00Z'),
    }),
    internalMia: await insertClaim(db, {
      ...of(mia, bob.user.id),
      status: 'Pending',
      createdAt: new Date('2023-09-11T15:00:00Z'),
    }),
    // 31 July in Ohio, 1 August in UTC.
    acceptedOlivia: await insertClaim(db, {
      ...of(olivia, ann.user.id),
      status: 'Accepted',
      payTo: 'Vendor',
      amountCents: 30_000,
      createdAt: new Date('2023-08-01T03:30:00Z'),
      ...decided('2023-08-05T14:00:00Z', 'Rita Reviewer'),
    }),
    rejectedOscar: await insertClaim(db, {
      ...of(oscar, bob.user.id),
      status: 'Rejected',
      amountCents: 4_525,
      createdAt: new Date('2023-08-01T04:30:00Z'),
      ...decided('2023-08-20T14:00:00Z', 'Sam Staff'),
    }),
    // Decided on 1 September in Ohio, 2 September in UTC.
    acceptedMia: await insertClaim(db, {
      ...of(mia, bob.user.id),
      status: 'Accepted',
      amountCents: 99_999,
      createdAt: new Date('2023-09-01T12:00:00Z'),
      ...decided('2023-09-02T03:00:00Z', 'Rita Reviewer'),
    }),
  };
  campsClaim = await insertClaim(db, {
    ...of(olivia, ann.user.id),
    serviceProviderId: camps.id,
    status: 'Accepted',
    ...decided('2023-08-06T14:00:00Z', 'Camp Boss'),
  });
  nonProgrammeClaim = await insertClaim(db, {
    ...of(oscar, bob.user.id),
    serviceProviderId: null,
    nonAceServiceProvider: {
      name: 'Art Studio',
      address: '1 Main St',
      phoneNumber: '6145550100',
      email: 'art@example.com',
      website: 'https://art.example.com',
    },
  });
});
afterAll(() => api.close());

function listPath(organisationId: string, tab: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return `/api/service-provider/${organisationId}/${tab}${search === '' ? '' : `?${search}`}`;
}

async function list(tab: string, query: Record<string, string> = {}, token = member, organisationId = '') {
  const response = await api.request('GET', listPath(organisationId || tutors.organisationId, tab, query), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return pageAnswer.parse(response.body).data;
}

async function idsOf(tab: string, query: Record<string, string> = {}) {
  return (await list(tab, query)).items.map((row) => row.id);
}

/** The count a tab's label shows while these filters are applied. */
async function countOf(tab: string, query: Record<string, string> = {}) {
  const response = await api.request('GET', listPath(tutors.organisationId, `${tab}/count`, query), { token: member });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { data: { count: number } }).data.count;
}

describe('the three claim lists of the provider dashboard', () => {
  it("hold the organisation's claims pending its review, newest first, in the rows of spec section 3", async () => {
    const page = await list(pendingProvider);
    expect(page).toEqual({
      items: [
        {
          id: claim.pendingOscar.id,
          amount: 80,
          child: { firstName: 'Oscar', lastName: 'Ortiz' },
          parent: { firstName: 'Bob', lastName: 'Ortiz' },
          createdAt: '2023-09-12T15:00:00.000Z',
          payTo: 'User',
          status: 'Pending external',
          schoolYear: null,
          reviewedAt: null,
          reviewerName: null,
          externalReviewLink: null,
          dueAt: '2023-09-26',
          overdue: false,
        },
        {
          id: claim.pendingOlivia.id,
          amount: 120.5,
          child: { firstName: 'Olivia', lastName: 'Lee' },
          parent: { firstName: 'Ann', lastName: 'Lee' },
          createdAt: '2023-09-10T15:00:00.000Z',
          payTo: 'Vendor',
          status: 'Pending external',
          schoolYear: 2022,
          reviewedAt: null,
          reviewerName: null,
          externalReviewLink: null,
          dueAt: '2023-09-14',
          overdue: true,
        },
      ],
      nextCursor: null,
    });
  });

  it("hold the claims pending support staff's review on the merit tab", async () => {
    expect(await idsOf(pendingMerit)).toEqual([claim.internalMia.id]);
  });

  it('hold the decided claims in History, newest first, with who decided and when', async () => {
    const page = await list(history);
    expect(page.items.map((row) => row.id)).toEqual([
      claim.acceptedMia.id,
      claim.rejectedOscar.id,
      claim.acceptedOlivia.id,
    ]);
    expect(page.items[0]).toMatchObject({
      status: 'Accepted',
      amount: 999.99,
      schoolYear: 2021,
      reviewedAt: '2023-09-02T03:00:00.000Z',
      reviewerName: 'Rita Reviewer',
    });
  });

  it("never show another organisation's claims or claims of non-programme providers", async () => {
    const all = [
      ...(await idsOf(pendingProvider)),
      ...(await idsOf(pendingMerit)),
      ...(await idsOf(history, { status: 'All' })),
    ];
    expect(all).not.toContain(campsClaim.id);
    expect(all).not.toContain(nonProgrammeClaim.id);
    expect(await list(history, {}, campsMember, camps.organisationId)).toMatchObject({
      items: [{ id: campsClaim.id }],
    });
  });
});

describe('the filters of the provider lists', () => {
  it.each<[string, Record<string, string>, (keyof typeof claim)[]]>([
    ['parent first name, by its start and in any case', { parentFirstName: 'aN' }, ['acceptedOlivia']],
    ['a name only by its start', { parentFirstName: 'nn' }, []],
    ['parent last name', { parentLastName: 'ORT' }, ['acceptedMia', 'rejectedOscar']],
    ['child first name', { childFirstName: 'o' }, ['rejectedOscar', 'acceptedOlivia']],
    ['child last name', { childLastName: 'lee ' }, ['acceptedOlivia']],
    ['a name with wildcards, as letters', { childFirstName: '%' }, []],
    ['a name with the other wildcard', { childLastName: '_' }, []],
    ['claim year', { claimYear: '2021' }, ['acceptedMia']],
    ['claims without a school year (N/A)', { claimYear: 'N/A' }, ['rejectedOscar']],
    ['deliver funds to Service Provider', { payTo: 'Vendor' }, ['acceptedOlivia']],
    ['deliver funds to Me', { payTo: 'User' }, ['acceptedMia', 'rejectedOscar']],
    ['deliver funds to All', { payTo: 'All' }, ['acceptedMia', 'rejectedOscar', 'acceptedOlivia']],
    ['status Accepted', { status: 'Accepted' }, ['acceptedMia', 'acceptedOlivia']],
    ['status Rejected', { status: 'Rejected' }, ['rejectedOscar']],
    ['status All', { status: 'All' }, ['acceptedMia', 'rejectedOscar', 'acceptedOlivia']],
    [
      'submitted on one day in Ohio',
      { submittedStartDate: '2023-08-01', submittedEndDate: '2023-08-01' },
      ['rejectedOscar'],
    ],
    ['submitted up to a day in Ohio', { submittedEndDate: '2023-07-31' }, ['acceptedOlivia']],
    ['submitted from a day', { submittedStartDate: '2023-08-02' }, ['acceptedMia']],
    [
      'actioned between two days in Ohio',
      { actionedStartDate: '2023-08-20', actionedEndDate: '2023-09-01' },
      ['acceptedMia', 'rejectedOscar'],
    ],
    [
      'blank fields, as a cleared panel sends them',
      { parentFirstName: '', claimYear: '', payTo: '' },
      ['acceptedMia', 'rejectedOscar', 'acceptedOlivia'],
    ],
    [
      'several filters at once',
      { parentLastName: 'ortiz', status: 'Accepted', claimYear: '2021', payTo: 'User' },
      ['acceptedMia'],
    ],
  ])('select History by %s, and count what they select for the tab', async (_name, query, expected) => {
    expect(await idsOf(history, query)).toEqual(expected.map((name) => claim[name].id));
    expect(await countOf(history, query)).toBe(expected.length);
  });

  it('find a claim by its id, on its own tab only', async () => {
    expect(await idsOf(history, { claimId: String(claim.rejectedOscar.id) })).toEqual([claim.rejectedOscar.id]);
    expect(await idsOf(history, { claimId: ` ${claim.pendingOscar.id} ` })).toEqual([]);
    expect(await idsOf(pendingProvider, { claimId: String(claim.pendingOscar.id) })).toEqual([claim.pendingOscar.id]);
    expect(await idsOf(history, { claimId: String(campsClaim.id) })).toEqual([]);
    expect(await idsOf(history, { claimId: '0' })).toEqual([]);
  });

  it('apply on the pending tabs too', async () => {
    expect(await idsOf(pendingProvider, { payTo: 'Vendor' })).toEqual([claim.pendingOlivia.id]);
    expect(await idsOf(pendingProvider, { claimYear: 'N/A', childFirstName: 'os' })).toEqual([claim.pendingOscar.id]);
    expect(await idsOf(pendingMerit, { submittedStartDate: '2023-09-12' })).toEqual([]);
    expect(await idsOf(pendingProvider, { actionedStartDate: '2023-01-01' })).toEqual([]);
    expect(await countOf(pendingProvider, { payTo: 'Vendor' })).toBe(1);
    expect(await countOf(pendingProvider)).toBe(2);
    expect(await countOf(pendingMerit, { submittedStartDate: '2023-09-12' })).toBe(0);
  });

  it('count with the filters only: a sort or a page is refused, as a bad filter is', async () => {
    const count = (query: Record<string, string>) =>
      api.request('GET', listPath(tutors.organisationId, `${history}/count`, query), { token: member });
    expect((await count({ sort: 'amount' })).status).toBe(400);
    expect(await count({ claimId: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'Please enter a valid claimId' },
    });
  });

  it.each<[string, string, Record<string, string>, { path: string; message: string }[]]>([
    [
      'end dates before start dates',
      history,
      {
        submittedStartDate: '2023-08-02',
        submittedEndDate: '2023-08-01',
        actionedStartDate: '2023-09-02',
        actionedEndDate: '2023-09-01',
      },
      [
        { path: 'submittedEndDate', message: 'End date must be after start date' },
        { path: 'actionedEndDate', message: 'End date must be after start date' },
      ],
    ],
    [
      'a claim id that is not one',
      history,
      { claimId: '12a' },
      [{ path: 'claimId', message: 'Please enter a valid claimId' }],
    ],
    [
      'a negative claim id',
      pendingMerit,
      { claimId: '-1' },
      [{ path: 'claimId', message: 'Please enter a valid claimId' }],
    ],
    [
      'a status on a pending tab',
      pendingProvider,
      { status: 'Accepted' },
      [{ path: 'status', message: 'This status cannot be chosen on this tab' }],
    ],
    [
      'a pending status on History',
      history,
      { status: 'Pending' },
      [{ path: 'status', message: 'This status cannot be chosen on this tab' }],
    ],
    [
      'a date after today in Ohio',
      history,
      { actionedEndDate: '2023-09-16' },
      [{ path: 'actionedEndDate', message: 'Please choose a date no later than today' }],
    ],
    [
      'a date that is none',
      history,
      { submittedStartDate: '2023-02-30' },
      [{ path: 'submittedStartDate', message: 'Please enter a valid date' }],
    ],
    [
      'a cursor that was not given by the list',
      history,
      { cursor: 'bm90IGEgY3Vyc29y' },
      [{ path: 'cursor', message: 'This page of the list cannot be loaded. Please reload the list.' }],
    ],
  ])('refuse %s with the texts of the Filter panel', async (_name, tab, query, issues) => {
    const response = await api.request('GET', listPath(tutors.organisationId, tab, query), { token: member });
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', error: issues[0]?.message, issues },
    });
  });

  it('reads today as the day of the request, in Ohio', async () => {
    const tomorrow = { actionedEndDate: '2023-09-16' };
    const ask = () => api.request('GET', listPath(tutors.organisationId, history, tomorrow), { token: member });
    expect((await ask()).status).toBe(400);
    const before = api.now.value;
    try {
      api.now.value = new Date('2023-09-16T04:00:00Z'); // midnight in Ohio
      expect((await ask()).status).toBe(200);
      for (const tab of [pendingProvider, pendingMerit]) {
        const response = await api.request('GET', listPath(tutors.organisationId, tab, tomorrow), { token: member });
        expect(response.status).toBe(200);
      }
    } finally {
      api.now.value = before;
    }
    expect((await ask()).status).toBe(400);
  });

  it.each<Record<string, string>>([
    { claimYear: '2020' },
    { payTo: 'Parent' },
    { sort: 'name' },
    { order: 'up' },
    { limit: '0' },
    { limit: '101' },
    { amount: '5' },
  ])('refuse a query it does not know: %j', async (query) => {
    const response = await api.request('GET', listPath(tutors.organisationId, history, query), { token: member });
    expect(response).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
  });

  it('refuse a filter given twice', async () => {
    const response = await api.request('GET', `${listPath(tutors.organisationId, history)}?payTo=User&payTo=Vendor`, {
      token: member,
    });
    expect(response.status).toBe(400);
  });
});

describe('sorting the provider lists', () => {
  it.each<[Record<string, string>, (keyof typeof claim)[]]>([
    [{}, ['acceptedMia', 'rejectedOscar', 'acceptedOlivia']],
    [{ sort: 'createdAt', order: 'asc' }, ['acceptedOlivia', 'rejectedOscar', 'acceptedMia']],
    [{ sort: 'amount' }, ['acceptedMia', 'acceptedOlivia', 'rejectedOscar']],
    [{ sort: 'amount', order: 'asc' }, ['rejectedOscar', 'acceptedOlivia', 'acceptedMia']],
    [{ sort: 'reviewedAt', order: 'asc' }, ['acceptedOlivia', 'rejectedOscar', 'acceptedMia']],
    [{ sort: 'reviewedAt', order: 'desc' }, ['acceptedMia', 'rejectedOscar', 'acceptedOlivia']],
    [{ sort: 'id', order: 'asc' }, ['acceptedOlivia', 'rejectedOscar', 'acceptedMia']],
  ])('orders History by %j', async (query, expected) => {
    expect(await idsOf(history, query)).toEqual(expected.map((name) => claim[name].id));
  });
});

describe('the tab counts', () => {
  it("count the organisation's claims of each tab", async () => {
    const response = await api.request('GET', `/api/service-provider/${tutors.organisationId}/claim-stats`, {
      token: member,
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: { pendingVendorApprovalCount: 2, pendingInternalReviewCount: 1, historyCount: 3 },
      },
    });
  });
});

describe('the claim details of the provider dashboard', () => {
  const detailsPath = (claimId: number | string, organisationId = tutors.organisationId) =>
    `/api/claim/service-provider/${claimId}/${organisationId}`;
  const invalid = {
    status: 404,
    body: {
      success: false,
      code: 'CLAIM_NOT_FOUND',
      error: "This claim could not be found among your organisation's claims",
      message: "This claim could not be found among your organisation's claims",
    },
  };

  it("show a claim of the organisation's, read-only, with its files as short-lived links", async () => {
    await api.db.insert(claimFiles).values({
      claimId: claim.acceptedOlivia.id,
      position: 0,
      originalName: 'invoice.pdf',
      sha256: 'a'.repeat(64),
      mimeType: 'application/pdf',
      sizeBytes: 1234,
      receiptNumber: 'R42',
    });
    const response = await api.request('GET', detailsPath(claim.acceptedOlivia.id), { token: member });
    expect(response.status).toBe(200);
    const view = apiSuccessSchema(providerClaimDetailsSchema).parse(response.body).data;
    expect(view).toMatchObject({
      id: claim.acceptedOlivia.id,
      uuid: claim.acceptedOlivia.uuid,
      status: 'Accepted',
      amount: 300,
      payTo: 'Vendor',
      schoolYear: 2022,
      child: { firstName: 'Olivia', lastName: 'Lee', schoolYear: 2022 },
      parent: { firstName: 'Ann', lastName: 'Lee' },
      serviceProvider: { number: tutors.number, name: 'Tutors', status: 'Active', isFauxServiceProvider: false },
      nonAceServiceProvider: null,
      files: [{ filename: 'invoice.pdf', receiptNumber: 'R42', detectedFileExt: 'pdf' }],
      accountNumber: String(claim.acceptedOlivia.childId),
      invoiceNumber: claim.acceptedOlivia.uuid,
      externalReviewLink: null,
    });
    expect(view.files[0]?.url).toMatch(/\/api\/files\/\d+\?expires=\d+&signature=/);
    // Children's names and amounts: no browser or proxy keeps the answer.
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('carry the review link while the claim waits for this provider, and none once it is decided', async () => {
    const token = await issueReviewToken(
      api.db,
      reviewTokenSecret(api.config),
      claim.pendingOscar.id,
      'external',
      api.now.value,
      30,
    );
    const open = await api.request('GET', detailsPath(claim.pendingOscar.id), { token: member });
    expect(apiSuccessSchema(providerClaimDetailsSchema).parse(open.body).data.externalReviewLink).toBe(
      reviewLink(api.config, token),
    );
    const decided = await api.request('GET', detailsPath(claim.rejectedOscar.id), { token: member });
    expect(apiSuccessSchema(providerClaimDetailsSchema).parse(decided.body).data.externalReviewLink).toBeNull();
  });

  it('show the claims of every status, pending ones included', async () => {
    for (const { id } of [claim.pendingOscar, claim.internalMia, claim.rejectedOscar]) {
      expect((await api.request('GET', detailsPath(id), { token: member })).status).toBe(200);
    }
  });

  it("answer the same refusal for another organisation's claim, a non-programme claim, or no claim at all", async () => {
    for (const claimId of [campsClaim.id, nonProgrammeClaim.id, 999_999, 0, 'abc', '1e3', '12345678901']) {
      expect(await api.request('GET', detailsPath(claimId), { token: member })).toMatchObject(invalid);
    }
  });

  it('answer the same refusal to someone who is not a member of the organisation', async () => {
    const response = await api.request('GET', detailsPath(campsClaim.id, camps.organisationId), { token: member });
    expect(response).toMatchObject(invalid);
    const unknown = await api.request('GET', detailsPath(claim.acceptedOlivia.id, 'org-unknown'), { token: member });
    expect(unknown).toMatchObject(invalid);
  });
});

describe('who may use the provider dashboard', () => {
  const endpoints = (organisationId: string, claimId: number) => [
    listPath(organisationId, pendingProvider),
    listPath(organisationId, pendingMerit),
    listPath(organisationId, history),
    `${listPath(organisationId, history)}/count`,
    `/api/service-provider/${organisationId}/claim-stats`,
    `/api/claim/service-provider/${claimId}/${organisationId}`,
  ];

  it('answers members of the organisation', async () => {
    for (const path of endpoints(tutors.organisationId, claim.acceptedOlivia.id)) {
      expect((await api.request('GET', path, { token: member })).status, path).toBe(200);
    }
  });

  it('needs a valid sign-in', async () => {
    const forged = await api.tokenFor(personFor('forger@example.com'), { forged: true });
    for (const path of endpoints(tutors.organisationId, claim.acceptedOlivia.id)) {
      expect((await api.request('GET', path)).status, path).toBe(401);
      expect((await api.request('GET', path, { token: forged })).status, path).toBe(401);
    }
  });

  it('shows nothing to parents, support staff, members of other organisations or unconfirmed members', async () => {
    const parent = await api.tokenFor((await insertParent(api.db)).person);
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    // The identity provider lists the organisation, but the person never completed its login-success.
    const unconfirmed = await api.tokenFor(
      personFor('new@provider.example.com', {
        merits: [{ id: tutors.organisationId, name: 'Tutors', status: 'accepted' }],
      }),
    );
    for (const token of [parent, staff, campsMember, unconfirmed]) {
      for (const path of endpoints(tutors.organisationId, claim.acceptedOlivia.id)) {
        const response = await api.request('GET', path, { token });
        expect(response.status, path).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('Olivia');
      }
    }
  });

  it('reads the query as every route does, before the organisation: a stranger learns nothing of it', async () => {
    const malformed = await api.request('GET', listPath(tutors.organisationId, history, { claimId: 'x' }), {
      token: campsMember,
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const wellFormed = await api.request('GET', listPath(tutors.organisationId, history, { claimId: '1' }), {
      token: campsMember,
    });
    expect(wellFormed).toMatchObject({ status: 404, body: { code: 'PROVIDER_NOT_FOUND' } });
  });
});

/**
 * Thousands of claims of one organisation with many equal sort keys, timestamps that differ by less than a
 * millisecond, and ids in another order than their dates: every walk through the pages must see each claim once,
 * in order.
 */
describe('the pages of a long list', () => {
  const total = 3_000;
  let bigProvider: Awaited<ReturnType<typeof insertProvider>>;
  let bigMember: string;
  let family: { parentId: number; childId: number };
  const generated = new Map<
    number,
    {
      createdMicros: number;
      amountCents: number;
      reviewedMicros: number | null;
      status: ClaimStatus;
      payTo: PayTo;
    }
  >();
  const base = Date.UTC(2023, 0, 1) * 1000;
  const timestamp = (micros: number) =>
    `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, -1)}${String(micros % 1000).padStart(3, '0')}Z`;

  beforeAll(async () => {
    const { db } = api;
    bigProvider = await insertProvider(db, { name: 'Big Tutors' });
    bigMember = await api.tokenFor((await insertProviderMember(db, bigProvider)).person);
    const families = await Promise.all(
      ['Ada', 'Ben', 'Cy'].map(async (firstName) => {
        const { user } = await insertParent(db, { firstName, lastName: 'Family' });
        return { parentId: user.id, childId: (await insertChild(db, user.id, { firstName: `${firstName}kid` })).id };
      }),
    );
    const [firstFamily] = families;
    if (!firstFamily) throw new Error('no family');
    family = firstFamily;
    const statuses: ClaimStatus[] = ['Pending', 'Pending external', 'Accepted', 'Rejected', 'Accepted'];
    const values = Array.from({ length: total }, (_, index) => {
      // Inserted in a scrambled order, so ids do not follow dates.
      const i = (index * 7_919) % total;
      const { parentId, childId } = families[i % families.length] ?? family;
      const status = statuses[i % statuses.length] ?? 'Pending';
      const createdMicros = base + Math.floor(i / 3) * 700; // three claims a key, keys 0.7 ms apart
      const decided = status === 'Accepted' || status === 'Rejected';
      const reviewedMicros = decided && i % 13 !== 0 ? base + 10 ** 12 + (i % 50) * 1_000_000 : null;
      const amountCents = ((i * 37) % 40) * 250 + 100;
      const payTo: PayTo = i % 2 === 0 ? 'User' : 'Vendor';
      return {
        row: {
          childId,
          submittedBy: parentId,
          serviceProviderId: bigProvider.id,
          status,
          payTo,
          amountCents,
          createdAt: sql`${timestamp(createdMicros)}::timestamptz`,
          reviewedAt: reviewedMicros === null ? null : sql`${timestamp(reviewedMicros)}::timestamptz`,
        },
        facts: { createdMicros, amountCents, reviewedMicros, status, payTo },
      };
    });
    const rows = await insertClaims(
      db,
      values.map((value) => value.row),
    );
    rows.forEach((row, index) => {
      const facts = values[index]?.facts;
      if (facts) generated.set(row.id, facts);
    });
  });

  async function walk(tab: string, query: Record<string, string>) {
    const rows: ProviderClaimRow[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(
        tab,
        { ...query, ...(cursor === null ? {} : { cursor }) },
        bigMember,
        bigProvider.organisationId,
      );
      rows.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    return rows.map((row) => row.id);
  }

  function expectedOrder(statuses: ClaimStatus[], sort: string, order: string, keep?: (id: number) => boolean) {
    const keyOf = (id: number) => {
      const facts = generated.get(id);
      if (!facts) throw new Error(`unknown claim ${id}`);
      if (sort === 'createdAt') return facts.createdMicros;
      if (sort === 'amount') return facts.amountCents;
      if (sort === 'reviewedAt') return facts.reviewedMicros;
      return id;
    };
    const sign = order === 'asc' ? 1 : -1;
    return [...generated]
      .filter(([id, facts]) => statuses.includes(facts.status) && (keep?.(id) ?? true))
      .map(([id]) => id)
      .sort((a, b) => {
        const [keyA, keyB] = [keyOf(a), keyOf(b)];
        if (keyA !== keyB) {
          if (keyA === null) return 1;
          if (keyB === null) return -1;
          return sign * (keyA - keyB);
        }
        return sign * (a - b);
      });
  }

  it.each(PROVIDER_CLAIM_SORTS.flatMap((sort) => SORT_ORDERS.map((order) => ({ sort, order }))))(
    'walks History sorted by $sort $order: every claim once, in order',
    async ({ sort, order }) => {
      const ids = await walk(history, { sort, order, limit: '100' });
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(expectedOrder(['Accepted', 'Rejected'], sort, order));
    },
  );

  it('walks a pending tab in small pages, and a filtered list', async () => {
    expect(await walk(pendingMerit, { limit: '7' })).toEqual(expectedOrder(['Pending'], 'createdAt', 'desc'));
    const toVendor = (id: number) => generated.get(id)?.payTo === 'Vendor';
    expect(
      await walk(history, { status: 'Rejected', payTo: 'Vendor', sort: 'amount', order: 'asc', limit: '50' }),
    ).toEqual(expectedOrder(['Rejected'], 'amount', 'asc', toVendor));
  });

  it('pages 25 claims by default and says when there is no next page', async () => {
    const first = await list(pendingProvider, {}, bigMember, bigProvider.organisationId);
    expect(first.items).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const all = await list(pendingProvider, { limit: '100' }, bigMember, bigProvider.organisationId);
    expect(all.items).toHaveLength(100);
  });

  it('refuses a cursor of another sort or order', async () => {
    const first = await list(history, { sort: 'amount' }, bigMember, bigProvider.organisationId);
    const cursor = first.nextCursor ?? '';
    const queries: Record<string, string>[] = [
      { sort: 'createdAt', cursor },
      { sort: 'amount', order: 'asc', cursor },
    ];
    for (const query of queries) {
      const response = await api.request('GET', listPath(bigProvider.organisationId, history, query), {
        token: bigMember,
      });
      expect(response).toMatchObject({ status: 400, body: { issues: [{ path: 'cursor' }] } });
    }
  });

  it('refuses cursors that were tampered with, and takes the ones it wrote', async () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const ask = (sort: string, cursor: string) =>
      api.request('GET', listPath(bigProvider.organisationId, history, { sort, cursor }), { token: bigMember });
    for (const [sort, cursor] of [
      ['createdAt', forge(['createdAt.desc', "2023-01-01'; drop table claims; --", 5])],
      ['createdAt', forge(['createdAt.desc', null, 5])],
      ['createdAt', forge(['createdAt.desc', '2023-02-30T00:00:00.000000Z', 5])],
      ['createdAt', forge(['createdAt.desc', '0000-01-01T00:00:00.000000Z', 5])],
      ['createdAt', forge(['createdAt.desc', '2023-01-01T00:00:00.000000Z', -1])],
      ['reviewedAt', forge(['reviewedAt.desc', '2023-13-45T99:99:99.000000Z', 5])],
      ['amount', forge(['amount.desc', '12.5', 5])],
      ['id', forge(['id.desc', '1', 2 ** 31])],
      ['createdAt', forge({ sort: 'createdAt' })],
      ['createdAt', '%%%'],
    ] as const) {
      expect((await ask(sort, cursor)).status, cursor).toBe(400);
    }
    for (const [sort, cursor] of [
      ['createdAt', forge(['createdAt.desc', '2023-01-01T00:00:00.000001Z', 5])],
      ['reviewedAt', forge(['reviewedAt.desc', null, 5])],
      ['amount', forge(['amount.desc', '1250', 5])],
      ['id', forge(['id.desc', '5', 5])],
    ] as const) {
      expect((await ask(sort, cursor)).status, cursor).toBe(200);
    }
  });

  it('counts thousands of claims by tab', async () => {
    const response = await api.request('GET', `/api/service-provider/${bigProvider.organisationId}/claim-stats`, {
      token: bigMember,
    });
    expect(response.body).toMatchObject({
      data: { pendingVendorApprovalCount: 600, pendingInternalReviewCount: 600, historyCount: 1_800 },
    });
  });
  // Last: it adds a claim to the organisation.
  it('keeps its place when claims arrive while someone pages, and repeats none', async () => {
    const first = await list(history, { limit: '100' }, bigMember, bigProvider.organisationId);
    const newest = await insertClaim(api.db, {
      childId: family.childId,
      submittedBy: family.parentId,
      serviceProviderId: bigProvider.id,
      status: 'Accepted',
      reviewedAt: new Date('2023-09-15T12:00:00Z'),
    });
    const second = await list(
      history,
      { limit: '100', cursor: first.nextCursor ?? 'none' },
      bigMember,
      bigProvider.organisationId,
    );
    const ids = [...first.items, ...second.items].map((row) => row.id);
    expect(ids).not.toContain(newest.id);
    expect(ids).toEqual(expectedOrder(['Accepted', 'Rejected'], 'createdAt', 'desc').slice(0, 200));
  });
});
