import { startOfProgrammeDay, type StaffQueuePage } from '@ace/domain';
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
import { insertTransfer, updateTransfer } from '../bank/payouts.repository.ts';

let api: TestApp;
let staff: { token: string };
let bright: Awaited<ReturnType<typeof insertProvider>>;
let lakeside: Awaited<ReturnType<typeof insertProvider>>;
type Claim = Awaited<ReturnType<typeof insertClaim>>;
let claim: Record<'oldest' | 'monday' | 'today' | 'overdue' | 'dueNextWeek' | 'payoutFailed', Claim>;
let failedTransferId: number;
let failedLater: Claim;

/** Wednesday 12 July 2023, 12:00 in Ohio; Tuesday 4 July was a holiday. */
const wednesdayNoon = new Date('2023-07-12T16:00:00Z');
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  api = await startTestApp();
  api.now.value = wednesdayNoon;
  staff = { token: await api.tokenFor((await insertMeritCs(api.db)).person) };
  bright = await insertProvider(api.db, { name: 'Bright Tutors' });
  lakeside = await insertProvider(api.db, { name: 'Lakeside Music' });
  const dana = await insertParent(api.db, { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.org' });
  const ava = await insertChild(api.db, dana.user.id, { firstName: 'Ava', lastName: 'Reyes' });
  const of = { childId: ava.id, submittedBy: dana.user.id };
  claim = {
    oldest: await insertClaim(api.db, { ...of, serviceProviderId: bright.id, createdAt: at('2023-06-28T14:00:00Z') }),
    monday: await insertClaim(api.db, { ...of, serviceProviderId: lakeside.id, createdAt: at('2023-07-10T14:00:00Z') }),
    today: await insertClaim(api.db, { ...of, amountCents: 7_525, createdAt: at('2023-07-12T13:00:00Z') }),
    overdue: await insertClaim(api.db, {
      ...of,
      status: 'Pending external',
      serviceProviderId: bright.id,
      createdAt: at('2023-06-20T14:00:00Z'),
      dueAt: startOfProgrammeDay('2023-07-06'),
    }),
    dueNextWeek: await insertClaim(api.db, {
      ...of,
      status: 'Pending external',
      serviceProviderId: lakeside.id,
      createdAt: at('2023-07-03T14:00:00Z'),
      dueAt: startOfProgrammeDay('2023-07-18'),
    }),
    payoutFailed: await insertClaim(api.db, {
      ...of,
      status: 'Accepted',
      serviceProviderId: bright.id,
      payTo: 'Vendor',
      createdAt: at('2023-06-01T14:00:00Z'),
    }),
  };
  const retried = await insertClaim(api.db, { ...of, status: 'Accepted', createdAt: at('2023-06-02T14:00:00Z') });
  const reopened = await insertClaim(api.db, { ...of, status: 'Pending', createdAt: at('2023-06-03T14:00:00Z') });
  /** A payout the bank failed, as the payouts module records it. */
  const failed = async (claimId: number, failedAt: string) => {
    const transfer = await insertTransfer(api.db, { claimId, amountCents: 10_000, payTo: 'Vendor' });
    const lastError = 'The bank returned the payment (R03: No account)';
    await updateTransfer(api.db, transfer.id, ['queued'], { status: 'failed', lastError }, at(failedAt));
    return transfer.id;
  };
  failedTransferId = await failed(claim.payoutFailed.id, '2023-07-07T15:00:00Z');
  failedLater = await insertClaim(api.db, { ...of, status: 'Accepted', createdAt: at('2023-06-05T14:00:00Z') });
  await failed(failedLater.id, '2023-07-10T15:00:00Z');
  await failed(retried.id, '2023-07-01T15:00:00Z');
  await insertTransfer(api.db, { claimId: retried.id, amountCents: 10_000, payTo: 'User' });
  await failed(reopened.id, '2023-07-02T15:00:00Z');
});
afterAll(() => api.close());

async function tab(path: string) {
  const response = await api.request('GET', `/api/merit-cs/queue/${path}`, staff);
  expect(response).toMatchObject({ status: 200 });
  return (response.body as { data: StaffQueuePage }).data;
}
const idsOf = (page: StaffQueuePage) => page.items.map((row) => row.id);

describe('GET /api/merit-cs/queue/waiting', () => {
  it('lists the claims waiting for staff, oldest first, with their age in business days and count', async () => {
    const page = await tab('waiting');
    expect(page.count).toBe(4);
    expect(idsOf(page)).toEqual([expect.any(Number), claim.oldest.id, claim.monday.id, claim.today.id]);
    expect(page.items.map((row) => row.ageBusinessDays)).toEqual([26, 9, 2, 0]);
    expect(page.items[1]).toEqual({
      id: claim.oldest.id,
      status: 'Pending',
      createdAt: '2023-06-28T14:00:00.000Z',
      ageBusinessDays: 9,
      child: { firstName: 'Ava', lastName: 'Reyes' },
      parent: { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.org' },
      serviceProvider: { number: bright.number, name: 'Bright Tutors' },
      amount: 100,
      dueDate: null,
      payout: null,
      payoutWaiting: null,
    });
    expect(page.items[3]).toMatchObject({ serviceProvider: null, amount: 75.25 });
  });

  it('filters by provider number and by a minimum age in business days', async () => {
    expect(await tab(`waiting?providerNumber=${lakeside.number}`)).toMatchObject({
      count: 1,
      items: [{ id: claim.monday.id }],
    });
    expect(await tab('waiting?providerNumber=999999')).toEqual({ items: [], count: 0, nextCursor: null });
    expect(idsOf(await tab('waiting?minAgeDays=2')).slice(1)).toEqual([claim.oldest.id, claim.monday.id]);
    expect(await tab('waiting?minAgeDays=3')).toMatchObject({ count: 2 });
    expect(await tab(`waiting?minAgeDays=3&providerNumber=${bright.number}`)).toMatchObject({
      count: 1,
      items: [{ id: claim.oldest.id }],
    });
  });

  it('pages with a cursor, each claim once, the count on every page', async () => {
    const first = await tab('waiting?limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.count).toBe(4);
    const second = await tab(`waiting?limit=3&cursor=${first.nextCursor ?? ''}`);
    expect(second).toMatchObject({ count: 4, nextCursor: null, items: [{ id: claim.today.id }] });
  });
});

describe('GET /api/merit-cs/queue/overdue', () => {
  it('lists the claims past their provider’s due date, with the due date, as the clock moves', async () => {
    expect(await tab('overdue')).toMatchObject({
      count: 1,
      items: [{ id: claim.overdue.id, status: 'Pending external', dueDate: '2023-07-05', ageBusinessDays: 15 }],
    });
    try {
      api.now.value = new Date(startOfProgrammeDay('2023-07-18').getTime() - 1);
      expect(await tab('overdue')).toMatchObject({ count: 1 });
      api.now.value = startOfProgrammeDay('2023-07-18');
      const later = await tab('overdue');
      expect(idsOf(later)).toEqual([claim.overdue.id, claim.dueNextWeek.id]);
      expect(later.items[1]?.dueDate).toBe('2023-07-17');
      expect(await tab(`overdue?providerNumber=${lakeside.number}`)).toMatchObject({ count: 1 });
    } finally {
      api.now.value = wednesdayNoon;
    }
  });
});

describe('GET /api/merit-cs/queue/failed-payouts', () => {
  it('lists the Accepted claims whose last payout failed, the oldest failure first, with why', async () => {
    const first = await tab('failed-payouts?limit=1');
    expect(typeof first.nextCursor).toBe('string');
    expect(first).toEqual({
      count: 2,
      nextCursor: first.nextCursor,
      items: [
        expect.objectContaining({
          id: claim.payoutFailed.id,
          status: 'Accepted',
          ageBusinessDays: 27,
          payout: {
            transferId: failedTransferId,
            amount: 100,
            payTo: 'Vendor',
            failedAt: '2023-07-07T15:00:00.000Z',
            reason: 'The bank returned the payment (R03: No account)',
          },
        }),
      ],
    });
    expect(await tab(`failed-payouts?limit=1&cursor=${first.nextCursor ?? ''}`)).toMatchObject({
      count: 2,
      nextCursor: null,
      items: [{ id: failedLater.id, payout: { failedAt: '2023-07-10T15:00:00.000Z' } }],
    });
    expect(await tab(`failed-payouts?providerNumber=${lakeside.number}`)).toMatchObject({ count: 0, items: [] });
  });
});

describe('GET /api/merit-cs/queue', () => {
  it('counts each tab', async () => {
    expect(await api.request('GET', '/api/merit-cs/queue', staff)).toMatchObject({
      status: 200,
      body: { data: { waiting: 4, overdue: 1, failedPayouts: 2, waitingPayouts: 0 } },
    });
  });
});

describe('bad queue queries', () => {
  it('are a clear 400', async () => {
    const cases: [string, string][] = [
      ['waiting?providerNumber=12', 'Please enter valid service provider number'],
      ['overdue?minAgeDays=two', 'Please enter a whole number of business days from 0 to 1000'],
      ['failed-payouts?minAgeDays=1001', 'Please enter a whole number of business days from 0 to 1000'],
      ['waiting?cursor=WyJ4IiwxXQ', 'This page of the list cannot be loaded. Please reload the list.'],
    ];
    for (const [path, error] of cases) {
      expect(await api.request('GET', `/api/merit-cs/queue/${path}`, staff)).toMatchObject({
        status: 400,
        body: { error },
      });
    }
    expect((await api.request('GET', '/api/merit-cs/queue/waiting?sort=id', staff)).status).toBe(400);
    expect((await api.request('GET', '/api/merit-cs/queue/waiting?limit=101', staff)).status).toBe(400);
  });

  it('are for support staff only', async () => {
    const parent = await insertParent(api.db);
    const member = await insertProviderMember(api.db, bright);
    for (const path of ['/api/merit-cs/queue', '/api/merit-cs/queue/waiting']) {
      expect((await api.request('GET', path)).status).toBe(401);
      for (const person of [parent.person, member.person]) {
        expect((await api.request('GET', path, { token: await api.tokenFor(person) })).status).toBe(403);
      }
    }
  });
});
