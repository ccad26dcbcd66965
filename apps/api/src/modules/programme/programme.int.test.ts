import { addDays, translate, type IsoDate, type ProgrammeFigures } from '@ace/domain';
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
import { keptProgrammeFigures, recountProgrammeFigures } from '../../../test/programme-figures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { claimEvents, claims, transfers } from '../../db/schema.ts';
import { issueReviewToken, reviewTokenSecret } from '../review-tokens/review-tokens.ts';

/**
 * The Programme page's figures against a fixture worked out by hand. School year 2022 (2022-23); times in UTC, the
 * programme's days in New York (EDT, UTC-4, until 6 November 2022). Columbus Day, Monday 10 October 2022, is not a
 * business day.
 *
 *   claim  submitted      amount  category           provider  what happened
 *   A      Mon 12 Sep     $100    tutoring           P1        provider approved Thu 15 Sep (due at the end of
 *                                                             26 Sep); paid Tue 20 Sep
 *   B      Fri 30 Sep     $200    dayCamps           P1        through the API: staff sent it to P1 on 30 Sep (ten
 *                                                             business days: due at the end of 17 Oct); P1 rejected
 *                                                             it Thu 20 Oct (receipt mismatch)
 *   C      Mon 3 Oct      $300    tutoring           P2        waiting for P2 since 3 Oct, due at the end of 11 Oct
 *   D      Thu 20 Oct     $50     fieldTrips         none      waiting for staff
 *   E      Tue 1 Nov      $75     tutoring           P2        staff rejected it (insufficient information)
 *   F      Tue 20 Sep     $120    instrumentLessons  P2        due at the end of 3 Oct, provider approved Thu 6 Oct;
 *                                                             a first transfer failed, a second paid Tue 11 Oct
 *   H      Fri 10 Feb 23  $40     tutoring           P1        waiting for staff
 *   G      (school year 2023, $999, Accepted: in no figure of 2022)
 *   N1     Wed 5 Oct      $60     fieldTrips         none      a child without a school year (N/A), waiting for staff
 *   N2     Mon 7 Nov      $25     tutoring           P1        the same child; provider approved Wed 9 Nov, paid Mon 14 Nov
 *
 * Children of 2022 are awarded $1,000 and $500 (one of 2023, $700; the child without a school year $400).
 *
 * Provider decisions in business days: A 12 Sep→15 Sep 3; F 20 Sep→6 Oct 12; B 30 Sep→20 Oct 13.
 * Payouts: A 12 Sep→20 Sep 6; F 20 Sep→11 Oct 14 (the holiday not counted). Fewer than ten claims each: the figures
 * say how many, and give no median or 90th percentile (business-day-durations.test.ts checks those).
 * Overdue at providers at each day's end: F on 4-5 Oct, C from 12 Oct, B on 18-19 Oct.
 */

let api: TestApp;
const staff = { token: '' };
const member = { token: '' };
const parentAuth = { token: '' };
const providerNumbers = { alpha: '', beta: '' };
const at = (iso: string) => new Date(iso);
/** The Programme page's routes, which read the same query. */
const programmePaths = [
  '/api/merit-cs/programme',
  '/api/merit-cs/programme/audits',
  '/api/merit-cs/programme/pre-approvals',
  '/api/merit-cs/programme/csv',
];

beforeAll(async () => {
  api = await startTestApp();
  const { db } = api;
  staff.token = await api.tokenFor((await insertMeritCs(db)).person);
  const p1 = await insertProvider(db, { name: 'Alpha Tutors' });
  const p2 = await insertProvider(db, { name: 'Beta Music' });
  providerNumbers.alpha = p1.number;
  providerNumbers.beta = p2.number;
  member.token = await api.tokenFor((await insertProviderMember(db, p1)).person);
  const parent = await insertParent(db);
  parentAuth.token = await api.tokenFor(parent.person);
  const big = await insertChild(db, parent.user.id, { schoolYear: 2022, awardCents: 100_000 });
  const small = await insertChild(db, parent.user.id, { schoolYear: 2022, awardCents: 50_000 });
  const later = await insertChild(db, parent.user.id, { schoolYear: 2023, awardCents: 70_000 });
  const claim = (values: Omit<Parameters<typeof insertClaim>[1], 'submittedBy'>) =>
    insertClaim(db, { submittedBy: parent.user.id, schoolYear: 2022, ...values });
  const decide = async (
    id: number,
    to: 'Accepted' | 'Rejected',
    when: Date,
    from: 'Pending' | 'Pending external' = 'Pending external',
    rejectionReason: string | null = null,
  ) => {
    await db
      .update(claims)
      .set({ status: to, waitingOn: 'nobody', dueAt: null, reviewedAt: when, rejectionReason })
      .where(eq(claims.id, id));
    await db.insert(claimEvents).values({
      claimId: id,
      actorKind: from === 'Pending' ? 'internalToken' : 'externalToken',
      action: to === 'Accepted' ? 'approved' : 'rejected',
      fromStatus: from,
      toStatus: to,
      at: when,
    });
  };
  const pay = (claimId: number, amountCents: number, status: 'processed' | 'failed', when: Date) =>
    db.insert(transfers).values({ claimId, amountCents, payTo: 'User', status, createdAt: when, updatedAt: when });

  const a = await claim({
    childId: big.id,
    amountCents: 10_000,
    serviceProviderId: p1.id,
    payTo: 'Vendor',
    status: 'Pending external',
    waitingOn: 'provider',
    dueAt: at('2022-09-27T04:00:00Z'),
    createdAt: at('2022-09-12T14:00:00Z'),
  });
  await decide(a.id, 'Accepted', at('2022-09-15T15:00:00Z'));
  await pay(a.id, 10_000, 'processed', at('2022-09-20T15:00:00Z'));

  const b = await claim({
    childId: big.id,
    amountCents: 20_000,
    category: 'dayCamps',
    serviceProviderId: p1.id,
    payTo: 'Vendor',
    createdAt: at('2022-09-30T15:00:00Z'),
  });
  const review = async (type: 'internal' | 'external', action: string, json: unknown) => {
    const token = await issueReviewToken(db, reviewTokenSecret(api.config), b.id, type, api.now.value, 60);
    const response = await api.request('POST', `/api/review-claim/${token}/${action}`, {
      ...(type === 'internal' ? staff : {}),
      json,
    });
    expect(response).toMatchObject({ status: 200 });
  };
  const today = api.now.value;
  api.now.value = at('2022-09-30T16:00:00Z');
  await review('internal', 'send-for-external-review', { reviewerName: 'Sam Staff' });
  api.now.value = at('2022-10-20T14:00:00Z');
  await review('external', 'reject', { reviewerName: 'Pat Provider', reason: 'receiptMismatch', notes: 'Wrong total' });
  api.now.value = today;

  await claim({
    childId: small.id,
    amountCents: 30_000,
    serviceProviderId: p2.id,
    payTo: 'Vendor',
    status: 'Pending external',
    waitingOn: 'provider',
    dueAt: at('2022-10-12T04:00:00Z'),
    createdAt: at('2022-10-03T14:00:00Z'),
  });
  await claim({
    childId: small.id,
    amountCents: 5_000,
    category: 'fieldTrips',
    createdAt: at('2022-10-20T14:00:00Z'),
  });
  const e = await claim({
    childId: small.id,
    amountCents: 7_500,
    serviceProviderId: p2.id,
    payTo: 'Vendor',
    createdAt: at('2022-11-01T14:00:00Z'),
  });
  await decide(e.id, 'Rejected', at('2022-11-02T14:00:00Z'), 'Pending', 'insufficientInformation');
  const f = await claim({
    childId: big.id,
    amountCents: 12_000,
    category: 'instrumentLessons',
    serviceProviderId: p2.id,
    payTo: 'Vendor',
    status: 'Pending external',
    waitingOn: 'provider',
    dueAt: at('2022-10-04T04:00:00Z'),
    createdAt: at('2022-09-20T14:00:00Z'),
  });
  await decide(f.id, 'Accepted', at('2022-10-06T14:00:00Z'));
  await pay(f.id, 12_000, 'failed', at('2022-10-07T14:00:00Z'));
  await pay(f.id, 12_000, 'processed', at('2022-10-11T14:00:00Z'));
  await claim({ childId: big.id, amountCents: 4_000, serviceProviderId: p1.id, createdAt: at('2023-02-10T15:00:00Z') });
  const g = await claim({
    childId: later.id,
    schoolYear: 2023,
    amountCents: 99_900,
    serviceProviderId: p1.id,
    status: 'Accepted',
    waitingOn: 'nobody',
    createdAt: at('2023-09-05T14:00:00Z'),
  });
  await pay(g.id, 99_900, 'processed', at('2023-09-08T14:00:00Z'));
  const none = await insertChild(db, parent.user.id, { schoolYear: null, awardCents: 40_000 });
  await claim({
    childId: none.id,
    schoolYear: null,
    amountCents: 6_000,
    category: 'fieldTrips',
    createdAt: at('2022-10-05T14:00:00Z'),
  });
  const n2 = await claim({
    childId: none.id,
    schoolYear: null,
    amountCents: 2_500,
    serviceProviderId: p1.id,
    payTo: 'Vendor',
    status: 'Pending external',
    waitingOn: 'provider',
    dueAt: at('2022-11-22T05:00:00Z'),
    createdAt: at('2022-11-07T15:00:00Z'),
  });
  await decide(n2.id, 'Accepted', at('2022-11-09T15:00:00Z'));
  await pay(n2.id, 2_500, 'processed', at('2022-11-14T15:00:00Z'));
});
afterAll(() => api.close());

async function figures(query: string): Promise<ProgrammeFigures> {
  const response = await api.request('GET', `/api/merit-cs/programme?${query}`, staff);
  expect(response.status).toBe(200);
  return (response.body as { data: ProgrammeFigures }).data;
}

/** Every day from `first` to `last` with its count, as the fixture's periods give them. */
function days(first: IsoDate, last: IsoDate, claimsOn: (day: IsoDate) => number) {
  const list: { date: IsoDate; claims: number }[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) list.push({ date: day, claims: claimsOn(day) });
  return list;
}

const overdueInFixture = (day: IsoDate) =>
  (day >= '2022-10-04' && day <= '2022-10-05' ? 1 : 0) +
  (day >= '2022-10-12' ? 1 : 0) +
  (day >= '2022-10-18' && day <= '2022-10-19' ? 1 : 0);

const wholeYearFunds = {
  awarded: 1500,
  claimed: 610,
  paid: 220,
  pending: 390,
  rolledIn: 0,
  rolledOver: 0,
  lapsed: 0,
  available: 890,
};

describe('GET /api/merit-cs/programme', () => {
  it('reads figures the database kept as the claims, their events, transfers and children changed', async () => {
    const kept = await keptProgrammeFigures(api.db);
    expect(kept).toEqual(await recountProgrammeFigures(api.db));
    expect(kept.waiting).toEqual({ 2022: 1 });
  });

  it('answers every figure of the chosen months as worked out by hand', async () => {
    expect(await figures('schoolYear=2022&from=2022-09&to=2022-10')).toEqual({
      schoolYear: 2022,
      from: '2022-09',
      to: '2022-10',
      funds: wholeYearFunds,
      claimsByStatus: [
        { status: 'Pending', claims: 1, amount: 50 },
        { status: 'Pending external', claims: 1, amount: 300 },
        { status: 'Accepted', claims: 2, amount: 220 },
        { status: 'Rejected', claims: 1, amount: 200 },
      ],
      spendingByCategory: [
        { category: 'beforeAfterSchool', claims: 0, claimed: 0 },
        { category: 'dayCamps', claims: 0, claimed: 0 },
        { category: 'curriculumAndMaterials', claims: 0, claimed: 0 },
        { category: 'fieldTrips', claims: 1, claimed: 50 },
        { category: 'instrumentLessons', claims: 1, claimed: 120 },
        { category: 'languageClasses', claims: 0, claimed: 0 },
        { category: 'studySkills', claims: 0, claimed: 0 },
        { category: 'tutoring', claims: 2, claimed: 400 },
      ],
      spendingByMonth: [
        { month: '2022-09', claims: 2, claimed: 220 },
        { month: '2022-10', claims: 2, claimed: 350 },
      ],
      topProviders: [
        { providerNumber: providerNumbers.beta, name: 'Beta Music', claims: 2, claimed: 420 },
        { providerNumber: providerNumbers.alpha, name: 'Alpha Tutors', claims: 1, claimed: 100 },
      ],
      timeToDecision: { claims: 3, medianBusinessDays: null, p90BusinessDays: null },
      timeToPayout: { claims: 2, medianBusinessDays: null, p90BusinessDays: null },
      rejectionsByReason: [
        { reason: 'notMeetingRequirements', claims: 0 },
        { reason: 'incorrectProvider', claims: 0 },
        { reason: 'insufficientInformation', claims: 0 },
        { reason: 'receiptMismatch', claims: 1 },
        { reason: 'other', claims: 0 },
      ],
      overdueAtProviders: days('2022-09-01', '2022-10-31', overdueInFixture),
      asOf: api.now.value.toISOString(),
    });
  });

  it('answers the whole school year when no months are chosen, its overdue claims up to today', async () => {
    const year = await figures('schoolYear=2022');
    expect(year).toMatchObject({
      from: null,
      to: null,
      funds: wholeYearFunds,
      claimsByStatus: [
        { status: 'Pending', claims: 2, amount: 90 },
        { status: 'Pending external', claims: 1, amount: 300 },
        { status: 'Accepted', claims: 2, amount: 220 },
        { status: 'Rejected', claims: 2, amount: 275 },
      ],
      spendingByMonth: [
        { month: '2022-09', claims: 2, claimed: 220 },
        { month: '2022-10', claims: 2, claimed: 350 },
        { month: '2022-11', claims: 0, claimed: 0 },
        { month: '2022-12', claims: 0, claimed: 0 },
        { month: '2023-01', claims: 0, claimed: 0 },
        { month: '2023-02', claims: 1, claimed: 40 },
      ],
      topProviders: [
        { name: 'Beta Music', claims: 2, claimed: 420 },
        { name: 'Alpha Tutors', claims: 2, claimed: 140 },
      ],
      timeToDecision: { claims: 3, medianBusinessDays: null, p90BusinessDays: null },
      rejectionsByReason: [
        { reason: 'notMeetingRequirements', claims: 0 },
        { reason: 'incorrectProvider', claims: 0 },
        { reason: 'insufficientInformation', claims: 1 },
        { reason: 'receiptMismatch', claims: 1 },
        { reason: 'other', claims: 0 },
      ],
    });
    expect(year.overdueAtProviders).toEqual(days('2022-10-04', '2023-09-15', overdueInFixture));
  });

  it('counts the claims of the chosen months only, and the overdue days of those months only', async () => {
    const october = await figures('schoolYear=2022&from=2022-10&to=2022-10');
    expect(october).toMatchObject({
      funds: wholeYearFunds,
      spendingByMonth: [{ month: '2022-10', claims: 2, claimed: 350 }],
      topProviders: [{ name: 'Beta Music', claims: 1, claimed: 300 }],
      timeToDecision: { claims: 0, medianBusinessDays: null, p90BusinessDays: null },
      timeToPayout: { claims: 0, medianBusinessDays: null, p90BusinessDays: null },
    });
    expect(october.overdueAtProviders).toEqual(days('2022-10-01', '2022-10-31', overdueInFixture));
    const september = await figures('schoolYear=2022&from=2022-09&to=2022-09');
    expect(september).toMatchObject({
      timeToDecision: { claims: 3, medianBusinessDays: null, p90BusinessDays: null },
      timeToPayout: { claims: 2, medianBusinessDays: null, p90BusinessDays: null },
    });
  });

  it('answers a school year of the future, or months not yet begun, with nothing counted', async () => {
    const empty = await figures('schoolYear=2021&from=2021-09');
    expect(empty).toMatchObject({
      funds: { awarded: 0, claimed: 0, paid: 0, pending: 0, available: 0 },
      topProviders: [],
      timeToDecision: { claims: 0, medianBusinessDays: null, p90BusinessDays: null },
    });
    expect(empty.spendingByMonth.every((month) => month.claims === 0)).toBe(true);
    expect((await figures('schoolYear=2023&from=2023-10')).overdueAtProviders).toEqual([]);
  });

  it('answers the claims and awards of children without a school year under N/A', async () => {
    expect(await figures('schoolYear=N/A')).toMatchObject({
      schoolYear: null,
      funds: {
        awarded: 400,
        claimed: 85,
        paid: 25,
        pending: 60,
        rolledIn: 0,
        rolledOver: 0,
        lapsed: 0,
        available: 315,
      },
      claimsByStatus: [
        { status: 'Pending', claims: 1, amount: 60 },
        { status: 'Pending external', claims: 0, amount: 0 },
        { status: 'Accepted', claims: 1, amount: 25 },
        { status: 'Rejected', claims: 0, amount: 0 },
      ],
      spendingByMonth: [
        { month: '2022-10', claims: 1, claimed: 60 },
        { month: '2022-11', claims: 1, claimed: 25 },
      ],
      topProviders: [{ providerNumber: providerNumbers.alpha, name: 'Alpha Tutors', claims: 1, claimed: 25 }],
      timeToDecision: { claims: 1, medianBusinessDays: null, p90BusinessDays: null },
      timeToPayout: { claims: 1, medianBusinessDays: null, p90BusinessDays: null },
      overdueAtProviders: [],
    });
    expect((await figures('schoolYear=N/A&from=2022-11&to=2022-11')).spendingByMonth).toEqual([
      { month: '2022-11', claims: 1, claimed: 25 },
    ]);
  });

  it('counts every claim in exactly one place: the years of the programme and N/A', async () => {
    const years = (await api.request('GET', '/api/school-years')).body as { data: { startYear: number }[] };
    const choices = [...years.data.map((year) => String(year.startYear)), 'N/A'];
    const byStatus = new Map<string, { claims: number; amount: number }>();
    for (const choice of choices) {
      for (const row of (await figures(`schoolYear=${choice}`)).claimsByStatus) {
        const sum = byStatus.get(row.status) ?? { claims: 0, amount: 0 };
        byStatus.set(row.status, { claims: sum.claims + row.claims, amount: sum.amount + row.amount });
      }
    }
    const rows = await api.db.select().from(claims);
    for (const [status, sum] of byStatus) {
      const ofStatus = rows.filter((row) => row.status === status);
      expect({ status, ...sum }).toEqual({
        status,
        claims: ofStatus.length,
        amount: ofStatus.reduce((total, row) => total + row.amountCents, 0) / 100,
      });
    }
    expect([...byStatus.values()].reduce((total, sum) => total + sum.claims, 0)).toBe(rows.length);
  });

  it('refuses a missing or unknown school year, a month that is not one and months out of order with a clear 400', async () => {
    const refused = async (query: string, error: string) => {
      for (const path of programmePaths) {
        const response = await api.request('GET', `${path}?${query}`, staff);
        expect(response).toMatchObject({ status: 400, body: { error } });
      }
    };
    await refused('', translate('programme.query.schoolYearInvalid'));
    await refused('schoolYear=2019', translate('programme.query.schoolYearInvalid'));
    await refused('schoolYear=abc', translate('programme.query.schoolYearInvalid'));
    await refused('schoolYear=none', translate('programme.query.schoolYearInvalid'));
    await refused('schoolYear=2022&from=2022-13', translate('programme.query.monthInvalid'));
    await refused('schoolYear=2022&to=2022-9', translate('programme.query.monthInvalid'));
    await refused('schoolYear=2022&from=2022-11&to=2022-10', translate('programme.query.monthOrder'));
    for (const path of programmePaths) {
      expect((await api.request('GET', `${path}?schoolYear=2022&page=2`, staff)).status).toBe(400);
    }
  });

  it('is for support staff only', async () => {
    for (const path of programmePaths.map((route) => `${route}?schoolYear=2022`)) {
      expect((await api.request('GET', path)).status).toBe(401);
      expect((await api.request('GET', path, member)).status).toBe(403);
      expect((await api.request('GET', path, parentAuth)).status).toBe(403);
    }
  });
});

describe('GET /api/merit-cs/programme/csv', () => {
  it('answers the same figures as a spreadsheet, one row per item of each figure', async () => {
    const response = await fetch(`${api.url}/api/merit-cs/programme/csv?schoolYear=2022&from=2022-09&to=2022-10`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="programme-2022-2023-2022-09-2022-10.csv"',
    );
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Figure,Item,Claims,Amount,Business days,Rate (%)');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Funds,Awarded,,1500.00,,',
        'Funds,Available,,890.00,,',
        'Funds,Rolled over,,0.00,,',
        'Funds,Lapsed,,0.00,,',
        'Funds,Paid,,220.00,,',
        'Claims by status,Rejected,1,200.00,,',
        'Spending by category,Tutoring,2,400.00,,',
        'Spending by month,2022-10,2,350.00,,',
        "Time to the provider's decision,Median,3,,,",
        "Time to the provider's decision,90th percentile,3,,,",
        'Time to payout,Median,2,,,',
        'Claims overdue at providers,2022-10-18,2,,,',
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Claims overdue at providers,'))).toHaveLength(61);
    expect(lines.filter((line) => line.startsWith('Providers with the most claimed,'))).toHaveLength(2);
  });

  it('answers N/A as a spreadsheet named for it', async () => {
    const response = await fetch(`${api.url}/api/merit-cs/programme/csv?schoolYear=N%2FA`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="programme-no-school-year.csv"');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Funds,Awarded,,400.00,,',
        'Funds,Claimed,,85.00,,',
        'Funds,Available,,315.00,,',
        'Claims by status,Approved,1,25.00,,',
        'Spending by month,2022-11,1,25.00,,',
      ]),
    );
  });
});
