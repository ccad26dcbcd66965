import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

let api: TestApp;
let staff: { token: string };
let parentToken: string;
let family: { parentId: number; childId: number };
beforeAll(async () => {
  api = await startTestApp();
  const agent = await insertMeritCs(api.db);
  staff = { token: await api.tokenFor(agent.person) };
  const parent = await insertParent(api.db, { firstName: 'Dana', lastName: 'Reyes' });
  parentToken = await api.tokenFor(parent.person);
  const child = await insertChild(api.db, parent.user.id, { firstName: 'Ava', lastName: 'Reyes', awardCents: 100_000 });
  family = { parentId: parent.user.id, childId: child.id };
});
afterAll(() => api.close());

const claimOf = (values: Parameters<typeof insertClaim>[1] extends infer V ? Partial<V> : never) =>
  insertClaim(api.db, { childId: family.childId, submittedBy: family.parentId, ...values });

describe('GET /api/claim/merit-cs/{id}', () => {
  it('answers status, amount and, for a pending claim, its internal review link', async () => {
    const pending = await claimOf({ status: 'Pending', amountCents: 12_345 });
    const first = await api.request('GET', `/api/claim/merit-cs/${pending.id}`, staff);
    expect(first).toMatchObject({ status: 200, body: { data: { id: pending.id, status: 'Pending', amount: 123.45 } } });
    const link = (first.body as { data: { internalReviewLink: string } }).data.internalReviewLink;
    expect(link).toMatch(/^http:\/\/localhost:8080\/review-claim\?token=[\w-]{43}$/);
    const second = await api.request('GET', `/api/claim/merit-cs/${pending.id}`, staff);
    expect((second.body as { data: { internalReviewLink: string } }).data.internalReviewLink).toBe(link);
    const accepted = await claimOf({ status: 'Accepted' });
    expect((await api.request('GET', `/api/claim/merit-cs/${accepted.id}`, staff)).body).toMatchObject({
      data: { status: 'Accepted', internalReviewLink: null },
    });
  });

  it('says so for an unknown claim or an id that is none', async () => {
    expect(await api.request('GET', '/api/claim/merit-cs/999999', staff)).toMatchObject({
      status: 404,
      body: { error: 'This claim could not be found' },
    });
    expect((await api.request('GET', '/api/claim/merit-cs/abc', staff)).status).toBe(400);
  });
});

describe('changing a claim', () => {
  it('sends an Accepted claim back to Pending Internal Review with a new internal link', async () => {
    const claim = await claimOf({ status: 'Accepted', reviewerName: 'Olivia' });
    const reopened = await api.request('POST', `/api/claim/${claim.id}`, {
      ...staff,
      json: { note: 'Receipt was for another child' },
    });
    expect(reopened).toMatchObject({
      status: 200,
      body: { message: 'Successfully updated the claim status', data: { status: 'Pending' } },
    });
    const found = await api.request('GET', `/api/claim/merit-cs/${claim.id}`, staff);
    expect((found.body as { data: { internalReviewLink: string | null } }).data.internalReviewLink).not.toBeNull();
    const trail = await api.request('GET', `/api/claim/${claim.id}/events`, staff);
    expect(trail.body).toMatchObject({
      data: [
        { action: 'reopened', fromStatus: 'Accepted', toStatus: 'Pending', note: 'Receipt was for another child' },
      ],
    });
  });

  it('refuses to reopen a pending claim, and a missing reason', async () => {
    const claim = await claimOf({ status: 'Pending external' });
    expect(await api.request('POST', `/api/claim/${claim.id}`, { ...staff, json: { note: 'x' } })).toMatchObject({
      status: 422,
      body: {
        error:
          "You can only change the status of claims that are 'Approved' or 'Rejected'. The status of this claim is Pending External Review.",
      },
    });
    expect(await api.request('POST', `/api/claim/${claim.id}`, { ...staff, json: { note: ' ' } })).toMatchObject({
      status: 400,
      body: { error: 'Please provide a reason for status change' },
    });
  });

  it('changes the amount of an Accepted claim within the child’s funds', async () => {
    const child = await insertChild(api.db, family.parentId, { awardCents: 50_000 });
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: family.parentId,
      status: 'Accepted',
      amountCents: 20_000,
    });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: family.parentId,
      status: 'Pending',
      amountCents: 10_000,
    });
    const tooMuch = await api.request('PUT', `/api/claim/${claim.id}`, {
      ...staff,
      json: { amount: 400.01, note: 'Invoice corrected' },
    });
    expect(tooMuch).toMatchObject({
      status: 422,
      body: { error: 'The new amount exceeds the funds available to the student ($400)' },
    });
    const changed = await api.request('PUT', `/api/claim/${claim.id}`, {
      ...staff,
      json: { amount: 400, note: 'Invoice corrected' },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Successfully updated the claim amount', data: { amount: 400 } },
    });
    const parent = await api.request('GET', '/api/user/parent', { token: parentToken });
    const funds = (parent.body as { data: { children: { id: number; dollars: unknown }[] } }).data.children.find(
      (c) => c.id === child.id,
    )?.dollars;
    expect(funds).toEqual({ available: 0, pending: 100, spent: 400, held: 0 });
    const trail = await api.request('GET', `/api/claim/${claim.id}/events`, staff);
    expect(trail.body).toMatchObject({
      data: [{ action: 'amountChanged', fromAmount: 200, toAmount: 400, note: 'Invoice corrected' }],
    });
  });

  it('refuses an amount change that breaks a rule, with the spec’s texts', async () => {
    const pending = await claimOf({ status: 'Pending', amountCents: 1_000 });
    expect(
      await api.request('PUT', `/api/claim/${pending.id}`, { ...staff, json: { amount: 5, note: 'x' } }),
    ).toMatchObject({
      status: 422,
      body: {
        error:
          "You can only update amounts for claims that are 'Approved'. The status of this claim is Pending Internal Review.",
      },
    });
    const accepted = await claimOf({ status: 'Accepted', amountCents: 1_000 });
    expect(
      await api.request('PUT', `/api/claim/${accepted.id}`, { ...staff, json: { amount: 10, note: 'x' } }),
    ).toMatchObject({
      status: 422,
      body: { error: 'The new amount is the same as the current amount' },
    });
    expect(
      await api.request('PUT', `/api/claim/${accepted.id}`, { ...staff, json: { amount: 1.005, note: '' } }),
    ).toMatchObject({
      status: 400,
      body: {
        issues: [
          { path: 'amount', message: 'Please enter a valid amount' },
          { path: 'note', message: 'Please provide a reason for amount update' },
        ],
      },
    });
  });
});

describe('GET /api/claim/automation', () => {
  it('finds claims by status, provider, names and dates, newest first, with their review links', async () => {
    const provider = await insertProvider(api.db);
    const mine = await claimOf({
      status: 'Pending',
      serviceProviderId: provider.id,
      createdAt: new Date('2023-03-10T15:00:00Z'),
    });
    await claimOf({ status: 'Rejected', serviceProviderId: provider.id, createdAt: new Date('2023-03-11T15:00:00Z') });
    await api.request('GET', `/api/claim/merit-cs/${mine.id}`, staff);
    const found = await api.request(
      'GET',
      `/api/claim/automation?status=Pending&serviceProviderNumber=${provider.number}&childName=av&parentName=Rey&submittedStartDate=2023-03-10&submittedEndDate=2023-03-10`,
      staff,
    );
    const rows = (
      found.body as { data: { id: number; internalReviewLink: string | null; parent: { lastName: string } }[] }
    ).data;
    expect(rows.map((row) => row.id)).toEqual([mine.id]);
    expect(rows[0]?.internalReviewLink).toMatch(/review-claim\?token=/);
    expect(rows[0]?.parent.lastName).toBe('Reyes');
    const byDate = await api.request(
      'GET',
      '/api/claim/automation?submittedStartDate=2023-03-11&submittedEndDate=2023-03-11',
      staff,
    );
    expect((byDate.body as { data: { status: string }[] }).data.map((row) => row.status)).toEqual(['Rejected']);
  });

  it('answers a spreadsheet for Accept: text/csv', async () => {
    const claim = await claimOf({ status: 'Accepted', amountCents: 4_250 });
    const response = await fetch(`${api.url}/api/claim/automation?claimId=${claim.id}`, {
      headers: { authorization: `Bearer ${staff.token}`, accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [header, row] = (await response.text()).trim().split('\r\n');
    expect(header).toBe('id,status,amount,child,parent,serviceProviderNumber,createdAt,reviewedAt,internalReviewLink');
    expect(row).toMatch(new RegExp(`^${claim.id},Accepted,42.50,Ava Reyes,Dana Reyes,,`));
  });

  it("never hands staff the provider's review link of a claim waiting for the provider, as JSON or CSV", async () => {
    const provider = await insertProvider(api.db);
    const claim = await claimOf({ status: 'Pending external', serviceProviderId: provider.id });
    const secret = reviewTokenSecret(api.config);
    const external = await issueReviewToken(api.db, secret, claim.id, 'external', api.now.value, 60);
    const json = await api.request('GET', `/api/claim/automation?claimId=${claim.id}`, staff);
    expect(json).toMatchObject({ status: 200, body: { data: [{ id: claim.id, internalReviewLink: null }] } });
    expect(JSON.stringify(json.body)).not.toContain(external);
    expect(json.body).not.toHaveProperty('data.0.externalReviewLink');
    const csv = await fetch(`${api.url}/api/claim/automation?claimId=${claim.id}`, {
      headers: { authorization: `Bearer ${staff.token}`, accept: 'text/csv' },
    });
    expect(await csv.text()).not.toContain(external);
  });

  it('keeps a name that starts like a formula as text in the spreadsheet', async () => {
    const parent = await insertParent(api.db, { firstName: '=HYPERLINK("http://x.example")', lastName: 'Cole' });
    const child = await insertChild(api.db, parent.user.id, { firstName: '+Kai', lastName: 'Cole' });
    const claim = await insertClaim(api.db, { childId: child.id, submittedBy: parent.user.id, status: 'Accepted' });
    const response = await fetch(`${api.url}/api/claim/automation?claimId=${claim.id}`, {
      headers: { authorization: `Bearer ${staff.token}`, accept: 'text/csv' },
    });
    const records: string[][] = parse(await response.text(), { record_delimiter: '\r\n' });
    const row = records[1];
    expect([row?.[3], row?.[4]]).toEqual(["'+Kai Cole", '\'=HYPERLINK("http://x.example") Cole']);
  });

  it('refuses a bad filter with the forms’ texts', async () => {
    expect(await api.request('GET', '/api/claim/automation?claimId=x', staff)).toMatchObject({
      status: 400,
      body: { error: 'Please enter valid claim id' },
    });
  });
});

describe('who may use these endpoints', () => {
  it('is support staff only', async () => {
    const claim = await claimOf({ status: 'Accepted' });
    const parent = { token: parentToken };
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/claim/merit-cs/${claim.id}`],
      ['POST', `/api/claim/${claim.id}`, { note: 'x' }],
      ['PUT', `/api/claim/${claim.id}`, { amount: 1, note: 'x' }],
      ['GET', `/api/claim/${claim.id}/events`],
      ['GET', '/api/claim/automation'],
    ];
    for (const [method, path, json] of calls) {
      expect((await api.request(method, path, json === undefined ? {} : { json })).status).toBe(401);
      expect((await api.request(method, path, json === undefined ? parent : { ...parent, json })).status).toBe(403);
    }
  });
});
