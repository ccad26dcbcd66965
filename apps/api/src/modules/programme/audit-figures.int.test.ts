import type { AuditFigures } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditCases, transfers } from '../../db/schema.ts';
import { copiedFromClaim } from '../audits/audits.repository.ts';

/**
 * The Programme page's audit figures (issue 34 item 5) against a fixture worked out by hand, through the real server
 * and database with the injected clock. School year 2023; the programme's days in New York (EDT, UTC-4).
 *
 *   claim  submitted           provider  paid to  amount  audited              where the case stands
 *   c1     Fri 15 Sep          Alpha     family   $200    drawn                misspent $150, all from funds
 *   c2     Fri 15 Sep          Alpha     Alpha    $400    flagged              misspent $400, owed by Alpha; $100 repaid
 *   c3     Sat 30 Sep 22:00    Alpha     family   $100    -                    (1 Oct in UTC: September's all the same)
 *   c4     Fri 15 Sep          Beta      family   $200    by hand              asked, due 9 Nov, unanswered: overdue
 *   c5     Fri 15 Sep          none      family   $100    drawn                open
 *   c6     Fri 15 Sep          Gamma     family   $100    -
 *   c7     Fri 15 Sep          Beta      family   $100    -                    not paid (Pending)
 *   c8     Tue 10 Oct          Beta      family   $800    drawn and flagged    misspent $700 (a second person
 *                                                                             confirmed): $200 from funds (all the
 *                                                                             child had), $50 repaid, $450 owed
 *   c9     Tue 10 Oct          Alpha     family   $100    drawn                no finding
 *   n1     Fri 15 Sep          Alpha     family   $100    drawn                (no school year: N/A only)
 *
 * The figures are read on Mon 20 Nov 2023.
 */

let api: TestApp;
const staff = { token: '' };
const secondStaff = { token: '' };
const providers = { alpha: '', beta: '' };
const at = (iso: string) => new Date(iso);
const SEPTEMBER = at('2023-09-15T14:00:00Z');
const OCTOBER = at('2023-10-10T14:00:00Z');

async function call(method: string, path: string, token: string, json?: unknown) {
  const response = await api.request(method, path, { token, ...(json === undefined ? {} : { json }) });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  return response.body as { data: { id: number } };
}

const misspent = (amount: number) => ({
  outcome: 'misspent',
  amount,
  reason: 'notEligible',
  explanation: 'Not an educational expense.',
  evidence: 'The invoice.',
});

beforeAll(async () => {
  api = await startTestApp();
  const { db } = api;
  staff.token = await api.tokenFor((await insertMeritCs(db)).person);
  secondStaff.token = await api.tokenFor((await insertMeritCs(db)).person);
  const alpha = await insertProvider(db, { number: '310001', name: 'Alpha Tutors' });
  const beta = await insertProvider(db, { number: '310002', name: 'Beta Music' });
  const gamma = await insertProvider(db, { number: '310003', name: 'Gamma Camps' });
  providers.alpha = alpha.number;
  providers.beta = beta.number;
  const parent = await insertParent(db);
  const rich = await insertChild(db, parent.user.id, { schoolYear: 2023, awardCents: 1_000_000 });
  const modest = await insertChild(db, parent.user.id, { schoolYear: 2023, awardCents: 100_000 });
  const none = await insertChild(db, parent.user.id, { schoolYear: null, awardCents: 100_000 });

  /** A claim, paid by a completed transfer three days after it was submitted unless `paid` is false. */
  const claim = async (
    childId: number,
    createdAt: Date,
    amountCents: number,
    serviceProviderId: number | null,
    { payTo = 'User', paid = true }: { payTo?: 'User' | 'Vendor'; paid?: boolean } = {},
  ) => {
    const row = await insertClaim(db, {
      childId,
      submittedBy: parent.user.id,
      status: paid ? 'Accepted' : 'Pending',
      amountCents,
      serviceProviderId,
      payTo,
      createdAt,
    });
    if (paid) {
      const paidAt = new Date(createdAt.getTime() + 3 * 86_400_000);
      await db.insert(transfers).values({
        claimId: row.id,
        amountCents,
        payTo,
        status: 'processed',
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    }
    return row;
  };
  const c1 = await claim(rich.id, SEPTEMBER, 20_000, alpha.id);
  const c2 = await claim(rich.id, SEPTEMBER, 40_000, alpha.id, { payTo: 'Vendor' });
  await claim(rich.id, at('2023-10-01T02:00:00Z'), 10_000, alpha.id);
  const c4 = await claim(rich.id, SEPTEMBER, 20_000, beta.id);
  const c5 = await claim(rich.id, SEPTEMBER, 10_000, null);
  await claim(rich.id, SEPTEMBER, 10_000, gamma.id);
  await claim(rich.id, SEPTEMBER, 10_000, beta.id, { paid: false });
  const c8 = await claim(modest.id, OCTOBER, 80_000, beta.id);
  const c9 = await claim(rich.id, OCTOBER, 10_000, alpha.id);
  const n1 = await claim(none.id, SEPTEMBER, 10_000, alpha.id);

  /** Cases as the weekly draw opens them (which claims it draws is audits.int.test.ts's). */
  const drawn = async (claimId: number, why: { sampled?: boolean; flagged?: boolean }) => {
    const [row] = await db
      .insert(auditCases)
      .values({ claimId, ...copiedFromClaim(claimId), state: 'open', openedAt: at('2023-10-23T12:00:00Z'), ...why })
      .returning();
    if (row === undefined) throw new Error('no case');
    return row.id;
  };
  const finding = (caseId: number, body: unknown) =>
    call('POST', `/api/merit-cs/audits/${String(caseId)}/finding`, staff.token, body);
  const repay = (caseId: number, amount: number) =>
    call('POST', `/api/merit-cs/audits/${String(caseId)}/repayments`, staff.token, { amount });

  api.now.value = at('2023-10-25T14:00:00Z');
  await finding(await drawn(c1.id, { sampled: true }), misspent(150));
  const case2 = await drawn(c2.id, { flagged: true });
  await finding(case2, misspent(400));
  await repay(case2, 100);
  const case4 = await call('POST', '/api/merit-cs/audits', staff.token, { claimId: c4.id, reason: 'A tip-off' });
  await call('POST', `/api/merit-cs/audits/${String(case4.data.id)}/questions`, staff.token, {
    question: 'Please send the invoice.',
    dueDate: '2023-11-09',
  });
  await drawn(c5.id, { sampled: true });
  const case8 = await drawn(c8.id, { sampled: true, flagged: true });
  await finding(case8, misspent(700));
  await call('POST', `/api/merit-cs/audits/${String(case8)}/confirm`, secondStaff.token, {});
  await repay(case8, 50);
  await finding(await drawn(c9.id, { sampled: true }), { outcome: 'noFinding' });
  await finding(await drawn(n1.id, { sampled: true }), misspent(100));
  api.now.value = at('2023-11-20T15:00:00Z');
});
afterAll(() => api.close());

async function figuresOf(query: string): Promise<AuditFigures> {
  const response = await api.request('GET', `/api/merit-cs/programme/audits?${query}`, staff);
  expect(response.status).toBe(200);
  return (response.body as { data: AuditFigures }).data;
}

const zero = { audited: 0, sampled: 0, flagged: 0, open: 0, overdue: 0, findings: 0, misspent: 0, recovered: 0 };

describe('GET /api/merit-cs/programme/audits', () => {
  it("counts the whole year's paid claims, their audits, findings and recovery, in all and by provider", async () => {
    expect(await figuresOf('schoolYear=2023')).toEqual({
      schoolYear: 2023,
      from: null,
      to: null,
      total: {
        claimsPaid: 8,
        audited: 6,
        sampled: 4,
        flagged: 2,
        open: 2,
        overdue: 1,
        findings: 3,
        misspent: 1_250,
        recovered: 500,
        owed: 750,
        recoveryRate: 0.4,
      },
      byProvider: [
        {
          providerNumber: providers.beta,
          name: 'Beta Music',
          claimsPaid: 2,
          audited: 2,
          sampled: 1,
          flagged: 1,
          open: 1,
          overdue: 1,
          findings: 1,
          misspent: 700,
          recovered: 250,
          owed: 450,
          recoveryRate: 250 / 700,
        },
        {
          providerNumber: providers.alpha,
          name: 'Alpha Tutors',
          claimsPaid: 4,
          audited: 3,
          sampled: 2,
          flagged: 1,
          open: 0,
          overdue: 0,
          findings: 2,
          misspent: 550,
          recovered: 250,
          owed: 300,
          recoveryRate: 250 / 550,
        },
      ],
      asOf: '2023-11-20T15:00:00.000Z',
    });
  });

  it("counts the chosen months' claims by the programme's day of submission", async () => {
    const october = await figuresOf('schoolYear=2023&from=2023-10&to=2023-10');
    expect(october.total).toEqual({
      claimsPaid: 2,
      audited: 2,
      sampled: 2,
      flagged: 1,
      open: 0,
      overdue: 0,
      findings: 1,
      misspent: 700,
      recovered: 250,
      owed: 450,
      recoveryRate: 250 / 700,
    });
    expect(
      october.byProvider.map((row) => [row.providerNumber, row.claimsPaid, row.audited, row.recoveryRate]),
    ).toEqual([
      [providers.beta, 1, 1, 250 / 700],
      [providers.alpha, 1, 1, null],
    ]);
    const september = await figuresOf('schoolYear=2023&to=2023-09');
    expect(september.total).toMatchObject({ claimsPaid: 6, audited: 4, open: 2, overdue: 1, misspent: 550 });
    expect(september.byProvider.find((row) => row.providerNumber === providers.alpha)).toMatchObject({
      claimsPaid: 3,
      audited: 2,
      recovered: 250,
      owed: 300,
    });
    const later = await figuresOf('schoolYear=2023&from=2023-11');
    expect(later.total).toEqual({ ...zero, claimsPaid: 0, owed: 0, recoveryRate: null });
    expect(later.byProvider).toEqual([]);
  });

  it('keeps the claims of children without a school year apart (N/A)', async () => {
    const figures = await figuresOf('schoolYear=N%2FA');
    expect(figures.total).toEqual({
      ...zero,
      claimsPaid: 1,
      audited: 1,
      sampled: 1,
      findings: 1,
      misspent: 100,
      recovered: 100,
      owed: 0,
      recoveryRate: 1,
    });
    expect(figures.byProvider.map((row) => row.providerNumber)).toEqual([providers.alpha]);
    expect((await figuresOf('schoolYear=2022')).total).toMatchObject({ claimsPaid: 0, audited: 0 });
  });

  it('counts a case overdue only once the last day of its question has passed', async () => {
    // The last day is Thursday 9 November; the 10th begins at 05:00 UTC (EST, UTC-5).
    api.now.value = at('2023-11-10T04:59:59Z');
    expect((await figuresOf('schoolYear=2023')).total).toMatchObject({ open: 2, overdue: 0 });
    api.now.value = at('2023-11-10T05:00:00Z');
    expect((await figuresOf('schoolYear=2023')).total).toMatchObject({ open: 2, overdue: 1 });
    api.now.value = at('2023-11-20T15:00:00Z');
  });
});

describe('GET /api/merit-cs/programme/csv', () => {
  it('ends with the audit figures, in all and then each provider’s, the recovery rate in percent', async () => {
    const response = await fetch(`${api.url}/api/merit-cs/programme/csv?schoolYear=2023`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Figure,Item,Claims,Amount,Business days,Rate (%)');
    const audits = lines.filter((line) => line.startsWith('Audits'));
    expect(audits.slice(0, 10)).toEqual([
      'Audits,Claims paid,8,,,',
      'Audits,Audited,6,,,',
      'Audits,Drawn at random,4,,,',
      'Audits,Flagged by their receipt,2,,,',
      'Audits,Cases open,2,,,',
      'Audits,Overdue,1,,,',
      'Audits,Misspent findings,3,1250.00,,',
      'Audits,Recovered,,500.00,,',
      'Audits,Still owed,,750.00,,',
      'Audits,Recovery rate,,,,40.0',
    ]);
    expect(audits.slice(10)).toHaveLength(20);
    expect(audits).toEqual(
      expect.arrayContaining([
        `Audits of ${providers.beta} Beta Music,Claims paid,2,,,`,
        `Audits of ${providers.beta} Beta Music,Recovery rate,,,,35.7`,
        `Audits of ${providers.alpha} Alpha Tutors,Misspent findings,2,550.00,,`,
        `Audits of ${providers.alpha} Alpha Tutors,Recovery rate,,,,45.5`,
      ]),
    );
    expect(lines.filter((line) => line !== '').at(-1)).toBe(
      `Audits of ${providers.alpha} Alpha Tutors,Recovery rate,,,,45.5`,
    );
  });
});
