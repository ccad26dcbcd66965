import {
  APPROVED_PRE_APPROVAL_STATUSES,
  businessDaysBetween,
  centsToDollars,
  HOLDING_PRE_APPROVAL_STATUSES,
  PENDING_STATUSES,
  programmeDate,
  PROGRAMME_DURATION_MIN_CLAIMS,
  waitingOnIn,
  type PreApprovalFigures,
  type PreApprovalStatus,
  type SchoolYearOrNone,
} from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertMeritCs, insertParent } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { preApprovals } from '../../db/schema.ts';

/**
 * The Programme page's pre-approvals (issue 35) through the real server and database: every figure equals a recount
 * of the rows read back, for a school year (whole, and a range of months), for N/A, and in the CSV. The rows span the
 * five statuses, three months and the edge of a month in programme time (30 Sep 23:30 in Ohio is 1 Oct in UTC), with
 * pre-approvals of another year that no figure of these counts.
 */

let api: TestApp;
const staff = { token: '' };
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

type Row = typeof preApprovals.$inferSelect;

const corner = {
  name: 'Corner Tutors',
  address: '1 Main St',
  phoneNumber: '614-555-0123',
  email: 'hi@corner.example.com',
  website: 'corner.example.com',
};

/** A pre-approval as the API leaves it in `status`: decided `decidedAfterDays` after it was asked when decided. */
function preApprovalValues(
  childId: number,
  submittedBy: number,
  schoolYear: SchoolYearOrNone,
  status: PreApprovalStatus,
  createdAt: Date,
  { amountCents = 10_000, usedCents = 0, decidedAfterDays = 2 } = {},
): typeof preApprovals.$inferInsert {
  const decided = status === 'Accepted' || status === 'Rejected' || status === 'Expired';
  const decidedAt = decided ? new Date(createdAt.getTime() + decidedAfterDays * DAY) : null;
  const approved = APPROVED_PRE_APPROVAL_STATUSES.includes(status);
  return {
    childId,
    submittedBy,
    schoolYear,
    amountCents,
    usedCents,
    category: 'tutoring',
    description: 'Algebra tutoring',
    expectedDate: programmeDate(createdAt),
    nonAceServiceProvider: corner,
    status,
    waitingOn: status === 'Expired' ? 'nobody' : waitingOnIn(status),
    dueAt: status === 'Pending external' ? new Date(createdAt.getTime() + 14 * DAY) : null,
    createdAt,
    decidedAt,
    expiresAt: approved && decidedAt !== null ? new Date(decidedAt.getTime() + 90 * DAY) : null,
  };
}

/** The percentile of whole numbers as PostgreSQL's percentile_cont interpolates it, to two decimals. */
function percentile(sorted: readonly number[], fraction: number): number {
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.ceil(position)] ?? 0;
  return Math.round((low + (high - low) * (position - below)) * 100) / 100;
}

/** The figures counted afresh from the rows, with the domain's programme days and business days. */
function recount(rows: readonly Row[], schoolYear: SchoolYearOrNone, from: string | null, to: string | null) {
  const asked = rows.filter((row) => {
    const month = programmeDate(row.createdAt).slice(0, 7);
    return row.schoolYear === schoolYear && (from === null || month >= from) && (to === null || month <= to);
  });
  const inStatus = (statuses: readonly PreApprovalStatus[]) => asked.filter((row) => statuses.includes(row.status));
  const cents = (of: readonly Row[], value: (row: Row) => number) => of.reduce((sum, row) => sum + value(row), 0);
  const days = asked
    .flatMap((row) =>
      row.decidedAt === null ? [] : [businessDaysBetween(programmeDate(row.createdAt), programmeDate(row.decidedAt))],
    )
    .sort((a, b) => a - b);
  const enough = days.length >= PROGRAMME_DURATION_MIN_CLAIMS;
  return {
    schoolYear,
    from,
    to,
    asked: asked.length,
    waiting: inStatus(PENDING_STATUSES).length,
    approved: inStatus(APPROVED_PRE_APPROVAL_STATUSES).length,
    rejected: inStatus(['Rejected']).length,
    expired: inStatus(['Expired']).length,
    amounts: {
      approved: centsToDollars(cents(inStatus(APPROVED_PRE_APPROVAL_STATUSES), (row) => row.amountCents)),
      usedByClaims: centsToDollars(cents(asked, (row) => row.usedCents)),
      held: centsToDollars(cents(inStatus(HOLDING_PRE_APPROVAL_STATUSES), (row) => row.amountCents - row.usedCents)),
      releasedByExpiry: centsToDollars(cents(inStatus(['Expired']), (row) => row.amountCents - row.usedCents)),
    },
    timeToDecision: {
      claims: days.length,
      medianBusinessDays: enough ? percentile(days, 0.5) : null,
      p90BusinessDays: enough ? percentile(days, 0.9) : null,
    },
  };
}

async function figures(query: string): Promise<PreApprovalFigures> {
  const response = await api.request('GET', `/api/merit-cs/programme/pre-approvals?${query}`, staff);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { data: PreApprovalFigures }).data;
}

let rows: Row[] = [];

beforeAll(async () => {
  api = await startTestApp();
  const { db } = api;
  staff.token = await api.tokenFor((await insertMeritCs(db)).person);
  const parent = await insertParent(db);
  const ofYear = await insertChild(db, parent.user.id, { schoolYear: 2023, awardCents: 1_000_000 });
  const ofNone = await insertChild(db, parent.user.id, { schoolYear: null, awardCents: 100_000 });
  const ofOther = await insertChild(db, parent.user.id, { schoolYear: 2022, awardCents: 100_000 });
  const statuses: PreApprovalStatus[] = ['Accepted', 'Rejected', 'Expired', 'Pending', 'Pending external'];
  const values = Array.from({ length: 30 }, (_, index) => {
    const status = statuses[index % statuses.length] ?? 'Pending';
    // 15 Sep to 24 Nov 2023, 14:00 UTC, a day and more apart; decided 0 to 12 days later.
    const createdAt = new Date(at('2023-09-15T14:00:00Z').getTime() + Math.floor(index * 2.4) * DAY);
    return preApprovalValues(ofYear.id, parent.user.id, 2023, status, createdAt, {
      amountCents: 5_000 + index * 1_250,
      usedCents: status === 'Accepted' || status === 'Expired' ? (index % 3) * 1_000 : 0,
      decidedAfterDays: (index * 7) % 13,
    });
  });
  values.push(
    // 23:30 on 30 September in Ohio: September's, though 1 October in UTC.
    preApprovalValues(ofYear.id, parent.user.id, 2023, 'Expired', at('2023-10-01T03:30:00Z'), { usedCents: 2_500 }),
    preApprovalValues(ofNone.id, parent.user.id, null, 'Accepted', at('2023-09-20T14:00:00Z'), { usedCents: 4_000 }),
    preApprovalValues(ofNone.id, parent.user.id, null, 'Rejected', at('2023-10-02T14:00:00Z')),
    preApprovalValues(ofNone.id, parent.user.id, null, 'Pending', at('2023-10-03T14:00:00Z')),
    preApprovalValues(ofOther.id, parent.user.id, 2022, 'Accepted', at('2023-06-01T14:00:00Z')),
    preApprovalValues(ofOther.id, parent.user.id, 2022, 'Pending', at('2023-06-02T14:00:00Z')),
  );
  await db.insert(preApprovals).values(values);
  rows = await db.select().from(preApprovals);
  api.now.value = at('2023-12-15T15:00:00Z');
});
afterAll(() => api.close());

describe('GET /api/merit-cs/programme/pre-approvals', () => {
  it("equals a recount of the rows for the whole school year, and the year's figures add up", async () => {
    const answer = await figures('schoolYear=2023');
    expect(answer).toEqual({ ...recount(rows, 2023, null, null), asOf: '2023-12-15T15:00:00.000Z' });
    expect(answer.asked).toBe(31);
    expect(answer.waiting + answer.approved + answer.rejected).toBe(answer.asked);
    expect(answer.timeToDecision.claims).toBe(answer.approved + answer.rejected);
    expect(answer.timeToDecision.medianBusinessDays).not.toBeNull();
  });

  it('equals a recount of the rows asked in the chosen months, in programme time', async () => {
    const september = await figures('schoolYear=2023&from=2023-09&to=2023-09');
    expect(september).toEqual({ ...recount(rows, 2023, '2023-09', '2023-09'), asOf: '2023-12-15T15:00:00.000Z' });
    // Seven asked from 15 Sep in steps of 2.4 days, and the one of 30 September at 23:30 in Ohio.
    expect(september.asked).toBe(8);
    const autumn = await figures('schoolYear=2023&from=2023-10&to=2023-11');
    expect(autumn).toEqual({ ...recount(rows, 2023, '2023-10', '2023-11'), asOf: '2023-12-15T15:00:00.000Z' });
    expect(september.asked + autumn.asked).toBe(31);
  });

  it('equals a recount of the rows charged to no school year under N/A, with too few decided for a median', async () => {
    const answer = await figures('schoolYear=N/A');
    expect(answer).toEqual({ ...recount(rows, null, null, null), asOf: '2023-12-15T15:00:00.000Z' });
    expect(answer).toMatchObject({
      asked: 3,
      waiting: 1,
      approved: 1,
      rejected: 1,
      expired: 0,
      amounts: { approved: 100, usedByClaims: 40, held: 160, releasedByExpiry: 0 },
      timeToDecision: { claims: 2, medianBusinessDays: null, p90BusinessDays: null },
    });
  });

  it("puts the same figures in the Programme page's CSV", async () => {
    const expected = recount(rows, 2023, null, null);
    const response = await fetch(`${api.url}/api/merit-cs/programme/csv?schoolYear=2023`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `Pre-approvals,Asked,${String(expected.asked)},,,`,
        `Pre-approvals,Waiting for a decision,${String(expected.waiting)},,,`,
        `Pre-approvals,Approved,${String(expected.approved)},${expected.amounts.approved.toFixed(2)},,`,
        `Pre-approvals,Released by expiry,,${expected.amounts.releasedByExpiry.toFixed(2)},,`,
        `Time to decide a pre-approval,Median,${String(expected.timeToDecision.claims)},,${String(expected.timeToDecision.medianBusinessDays)},`,
      ]),
    );
  });
});
