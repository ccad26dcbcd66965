import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

describe('GET /api/user/parent', () => {
  it("answers each child's funds and claim history, newest first", async () => {
    const { user, person } = await insertParent(api.db, {
      hasProvidedBankDetails: true,
      hasHealthyBankConnection: false,
    });
    const ava = await insertChild(api.db, user.id, { firstName: 'Ava', schoolYear: 2021, awardCents: 50_000 });
    const ben = await insertChild(api.db, user.id, { firstName: 'Ben', schoolYear: null, homeSchooled: true });
    const at = (day: number) => new Date(`2023-09-${String(day).padStart(2, '0')}T12:00:00Z`);
    const accepted = await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: user.id,
      amountCents: 10_000,
      status: 'Accepted',
      createdAt: at(1),
    });
    const rejected = await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: user.id,
      amountCents: 7_000,
      status: 'Rejected',
      createdAt: at(2),
    });
    const pending = await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: user.id,
      amountCents: 1_234,
      status: 'Pending',
      createdAt: at(3),
    });
    const external = await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: user.id,
      amountCents: 766,
      status: 'Pending external',
      createdAt: at(4),
    });

    const response = await api.request('GET', '/api/user/parent', { token: await api.tokenFor(person) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      data: {
        type: 'Parent',
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        hasProvidedBankDetails: true,
        hasHealthyBankConnection: false,
        children: [
          {
            id: ava.id,
            firstName: 'Ava',
            lastName: 'Test',
            schoolYear: 2021,
            homeSchooled: false,
            dollars: { available: 380, pending: 20, spent: 100, held: 0 },
            nextInstalment: null,
            otherYears: [],
            yearEnd: [],
            recovered: [],
            claims: [
              {
                id: external.id,
                amount: 7.66,
                createdAt: '2023-09-04T12:00:00.000Z',
                status: 'Pending external',
                payoutWaitsForYourBank: false,
                appealWaiting: false,
              },
              {
                id: pending.id,
                amount: 12.34,
                createdAt: '2023-09-03T12:00:00.000Z',
                status: 'Pending',
                payoutWaitsForYourBank: false,
                appealWaiting: false,
              },
              {
                id: rejected.id,
                amount: 70,
                createdAt: '2023-09-02T12:00:00.000Z',
                status: 'Rejected',
                payoutWaitsForYourBank: false,
                appealWaiting: false,
              },
              {
                id: accepted.id,
                amount: 100,
                createdAt: '2023-09-01T12:00:00.000Z',
                status: 'Accepted',
                payoutWaitsForYourBank: false,
                appealWaiting: false,
              },
            ],
          },
          {
            id: ben.id,
            firstName: 'Ben',
            lastName: 'Test',
            schoolYear: null,
            homeSchooled: true,
            dollars: { available: 1000, pending: 0, spent: 0, held: 0 },
            nextInstalment: null,
            otherYears: [],
            yearEnd: [],
            recovered: [],
            claims: [],
          },
        ],
      },
    });
  });

  it("never shows another parent's children", async () => {
    const mine = await insertParent(api.db);
    const theirs = await insertParent(api.db);
    await insertChild(api.db, theirs.user.id, { firstName: 'NotMine' });
    const response = await api.request('GET', '/api/user/parent', { token: await api.tokenFor(mine.person) });
    expect(JSON.stringify(response.body)).not.toContain('NotMine');
  });

  it('refuses support staff and strangers', async () => {
    const response = await api.request('GET', '/api/user/parent', {
      token: await api.tokenFor({ agentId: 'a', entityId: 'e', email: 'stranger@example.com' }),
    });
    expect(response).toMatchObject({ status: 403, body: { code: 'NOT_REGISTERED' } });
  });
});
