import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

let api: TestApp;
let staff: { token: string };
let family: { parentId: number; childId: number };
let providerId: number;

beforeAll(async () => {
  api = await startTestApp();
  staff = { token: await api.tokenFor((await insertMeritCs(api.db)).person) };
  const parent = await insertParent(api.db);
  const child = await insertChild(api.db, parent.user.id);
  family = { parentId: parent.user.id, childId: child.id };
  providerId = (await insertProvider(api.db, { contactEmail: 'office@provider.example.com' })).id;
});
afterAll(() => api.close());

const externalToken = async (claimId: number) =>
  issueReviewToken(api.db, reviewTokenSecret(api.config), claimId, 'external', api.now.value, 60);

describe("'This claim is already reviewed' says when, and by whom", () => {
  it('answers the claim while the step is open, and only the decision once it is over', async () => {
    const claim = await insertClaim(api.db, {
      childId: family.childId,
      submittedBy: family.parentId,
      status: 'Pending external',
      serviceProviderId: providerId,
    });
    const token = await externalToken(claim.id);
    expect(await api.request('GET', `/api/review-claim/${token}`)).toMatchObject({
      status: 200,
      body: { data: { reviewed: false, claim: { id: claim.id } } },
    });
    api.now.value = new Date(api.now.value.getTime() + 3_600_000);
    const decidedAt = api.now.value.toISOString();
    expect(
      await api.request('POST', `/api/review-claim/${token}/approve`, { json: { reviewerName: 'Olivia Park' } }),
    ).toMatchObject({ status: 200 });
    api.now.value = new Date(api.now.value.getTime() + 3_600_000);
    expect(
      await api.request('POST', `/api/review-claim/${token}/reject`, {
        json: { reviewerName: 'Someone Else', reason: 'other', notes: 'late' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'This claim is already reviewed', code: 'ALREADY_REVIEWED' } });
    expect(await api.request('GET', `/api/review-claim/${token}`)).toMatchObject({
      status: 200,
      body: { data: { reviewed: true, decision: { at: decidedAt, reviewerName: 'Olivia Park' } } },
    });
  });

  it('tells an internal reviewer who passed the claim on, not who decided it later at the provider', async () => {
    const claim = await insertClaim(api.db, {
      childId: family.childId,
      submittedBy: family.parentId,
      status: 'Pending',
      serviceProviderId: providerId,
    });
    const internal = await issueReviewToken(
      api.db,
      reviewTokenSecret(api.config),
      claim.id,
      'internal',
      api.now.value,
      60,
    );
    const passedAt = api.now.value.toISOString();
    expect(
      await api.request('POST', `/api/review-claim/${internal}/send-for-external-review`, {
        ...staff,
        json: { reviewerName: 'Sam at Merit' },
      }),
    ).toMatchObject({ status: 200 });
    expect(await api.request('GET', `/api/review-claim/${internal}`, staff)).toMatchObject({
      body: { data: { reviewed: true, decision: { at: passedAt, reviewerName: 'Sam at Merit' } } },
    });
  });

  it('falls back on the claim’s own decision for a claim decided before its history was kept', async () => {
    const claim = await insertClaim(api.db, {
      childId: family.childId,
      submittedBy: family.parentId,
      status: 'Rejected',
      serviceProviderId: providerId,
      reviewedAt: new Date('2023-09-01T14:00:00Z'),
      reviewerName: 'Pat Lee',
    });
    const token = await externalToken(claim.id);
    expect(await api.request('GET', `/api/review-claim/${token}`)).toMatchObject({
      body: { data: { reviewed: true, decision: { at: '2023-09-01T14:00:00.000Z', reviewerName: 'Pat Lee' } } },
    });
  });
});
