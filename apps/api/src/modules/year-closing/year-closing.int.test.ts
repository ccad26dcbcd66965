import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChild, insertClaim, insertMeritCs, insertParent, insertProvider } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { childAwards, claims, schoolYearEvents, schoolYears, users, yearEndSettlements } from '../../db/schema.ts';
import { createRecurringJobs } from '../../job-handlers.ts';
import { chargedYearFunds, yearFunds } from '../awards/child-funds.ts';
import { forgetSchoolYears, readSchoolYears } from '../school-years/school-years.service.ts';
import { closeYears, YEAR_CLOSING } from './year-closing.ts';

/**
 * Closing a year (issue 30 part 4, ADR 0032) with the injected clock: after its last claim day an open year closes
 * once, whoever runs the job; each child's unspent funds roll over (up to the cap) or lapse, pending holds are kept
 * and settled by the same rule when released.
 */

let api: TestApp;
let parent: Awaited<ReturnType<typeof insertParent>>;

beforeAll(async () => {
  api = await startTestApp();
  // 2030 rolls over up to $300 until 31 August 2031; 2031 rolls over without a cap; 2032 and 2033 lapse.
  await api.db
    .insert(schoolYears)
    .values([
      year(2030, { unspentFunds: 'roll_over', rollOverCapCents: 30_000 }),
      year(2031, { unspentFunds: 'roll_over', rollOverCapCents: null }),
      year(2032, { unspentFunds: 'lapse', rollOverCapCents: null }),
      year(2033, { unspentFunds: 'lapse', rollOverCapCents: null }),
    ]);
  forgetSchoolYears(api.db);
});
afterAll(() => api.close());
beforeEach(async () => {
  parent = await insertParent(api.db);
});

function year(startYear: number, rule: Pick<typeof schoolYears.$inferInsert, 'unspentFunds' | 'rollOverCapCents'>) {
  return {
    startYear,
    firstDateOfService: `${String(startYear)}-07-01`,
    lastClaimDay: `${String(startYear + 1)}-08-31`,
    defaultAwardCents: 100_000,
    state: 'open' as const,
    openedAt: new Date(`${String(startYear)}-06-01T12:00:00Z`),
    ...rule,
  };
}

/** The programme's day after the year's last claim day, at noon in Ohio. */
function dayAfterLastClaimDay(startYear: number) {
  api.now.value = new Date(`${String(startYear + 1)}-09-01T16:00:00Z`);
}

async function stateOf(startYear: number) {
  const [row] = await api.db.select().from(schoolYears).where(eq(schoolYears.startYear, startYear));
  return row?.state;
}

async function settlementsOf(childId: number) {
  return api.db
    .select({
      schoolYear: yearEndSettlements.schoolYear,
      intoYear: yearEndSettlements.intoYear,
      rolledOverCents: yearEndSettlements.rolledOverCents,
      lapsedCents: yearEndSettlements.lapsedCents,
    })
    .from(yearEndSettlements)
    .where(eq(yearEndSettlements.childId, childId))
    .orderBy(yearEndSettlements.id);
}

const today = () => api.now.value.toISOString().slice(0, 10);

/** The e-mails the parent received, after the queued ones were sent by the API's job runner. */
async function mailsOfParent() {
  await api.runJobs();
  return api.mail.messages.filter((message) => message.to.includes(parent.user.email));
}

async function yearEndOnDashboard(childId: number) {
  const token = await api.tokenFor(parent.person);
  const response = await api.request('GET', '/api/user/parent', { token });
  expect(response.status).toBe(200);
  const body = response.body as { data: { children: { id: number; yearEnd: unknown }[] } };
  return body.data.children.find((child) => child.id === childId)?.yearEnd;
}

describe('closing a year', () => {
  it("is one of the API's recurring jobs", () => {
    expect(createRecurringJobs(api.deps, api.app.log).map((job) => job.kind)).toContain(YEAR_CLOSING);
  });

  it('waits for the day after the last claim day, then closes once and rolls over up to the cap', async () => {
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2030, awardCents: 100_000 });
    const both = await insertChild(api.db, parent.user.id, { schoolYear: 2030, awardCents: 50_000 });
    await api.db.insert(childAwards).values({ childId: both.id, schoolYear: 2031, amountCents: 100_000 });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      status: 'Accepted',
      amountCents: 20_000,
      schoolYear: 2030,
    });
    const pending = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      status: 'Pending',
      amountCents: 10_000,
      schoolYear: 2030,
    });

    api.now.value = new Date('2031-08-31T23:00:00Z');
    expect(await closeYears(api.deps)).toEqual({ closed: [], settlements: 0 });
    expect(await stateOf(2030)).toBe('open');

    dayAfterLastClaimDay(2030);
    const first = await closeYears(api.deps);
    expect(first.closed).toEqual([2030]);
    expect(await stateOf(2030)).toBe('closed');
    // $1,000 − $200 spent − $100 held = $700 unspent: $300 (the cap) rolls over, $400 lapses; the hold stays.
    expect(await settlementsOf(child.id)).toEqual([
      { schoolYear: 2030, intoYear: 2031, rolledOverCents: 30_000, lapsedCents: 40_000 },
    ]);
    // $500 unspent: $300 rolls into the award of 2031 the child holds, $200 lapses.
    expect(await settlementsOf(both.id)).toEqual([
      { schoolYear: 2030, intoYear: 2031, rolledOverCents: 30_000, lapsedCents: 20_000 },
    ]);

    // The parent is told once per child, in English (they chose no language), and sees it on the card.
    const told = await mailsOfParent();
    expect(told.map((mail) => mail.subject).sort()).toEqual(
      [
        `The school year 2030-2031 has closed: ${child.firstName} Test's unspent funds`,
        `The school year 2030-2031 has closed: ${both.firstName} Test's unspent funds`,
      ].sort(),
    );
    const aboutChild = told.find((mail) => mail.subject.includes(child.firstName));
    expect(aboutChild?.text).toContain('$300 unspent in 2030-2031 rolled over into 2031-2032.');
    expect(aboutChild?.text).toContain(
      '$400 unspent in 2030-2031 went back to the program: no more than $300 of 2030-2031 rolls over.',
    );
    expect(await yearEndOnDashboard(child.id)).toEqual([
      { schoolYear: 2030, intoYear: 2031, rolledOver: 300, lapsed: 400, rule: 'roll_over', rollOverCap: 300 },
    ]);

    // The next year's award is created (of nothing) or kept, and its funds add what rolled in.
    const [created] = await api.db
      .select()
      .from(childAwards)
      .where(and(eq(childAwards.childId, child.id), eq(childAwards.schoolYear, 2031)));
    expect(created?.amountCents).toBe(0);
    expect((await yearFunds(api.db, child.id, 2031, today())).availableCents).toBe(30_000);
    expect((await yearFunds(api.db, both.id, 2031, today())).availableCents).toBe(130_000);
    // The closed year keeps the hold and has nothing else left.
    const closedFunds = await yearFunds(api.db, child.id, 2030, today());
    expect(closedFunds).toMatchObject({ availableCents: 0, pendingCents: 10_000, spentCents: 20_000 });

    // Run again: nothing to close or settle.
    expect(await closeYears(api.deps)).toEqual({ closed: [], settlements: 0 });

    // The held claim is rejected: what it held is settled by the same rule, the cap already reached, so it lapses.
    await api.db
      .update(claims)
      .set({ status: 'Rejected', waitingOn: 'nobody', rejectionReason: 'Other' })
      .where(eq(claims.id, pending.id));
    expect(await closeYears(api.deps)).toEqual({ closed: [], settlements: 1 });
    expect(await settlementsOf(child.id)).toEqual([
      { schoolYear: 2030, intoYear: 2031, rolledOverCents: 30_000, lapsedCents: 40_000 },
      { schoolYear: 2030, intoYear: null, rolledOverCents: 0, lapsedCents: 10_000 },
    ]);
    expect(await yearFunds(api.db, child.id, 2030, today())).toMatchObject({ availableCents: 0, pendingCents: 0 });
    expect(await closeYears(api.deps)).toEqual({ closed: [], settlements: 0 });
    // The card adds it up; no second e-mail.
    expect(await yearEndOnDashboard(child.id)).toEqual([
      { schoolYear: 2030, intoYear: 2031, rolledOver: 300, lapsed: 500, rule: 'roll_over', rollOverCap: 300 },
    ]);
    expect(await mailsOfParent()).toHaveLength(2);
  });

  it('closed by two runners at once: closed once, each child settled once, the sums exact', async () => {
    const children = await Promise.all(
      [10_000, 25_000, 70_000].map((awardCents) =>
        insertChild(api.db, parent.user.id, { schoolYear: 2031, awardCents }),
      ),
    );
    dayAfterLastClaimDay(2031);
    const runs = await Promise.all([closeYears(api.deps), closeYears(api.deps)]);
    expect(runs.flatMap((run) => run.closed)).toEqual([2031]);
    expect(await stateOf(2031)).toBe('closed');
    // One entry in the years' trail, by no staff member: the portal closed it.
    const entries = await api.db.select().from(schoolYearEvents).where(eq(schoolYearEvents.startYear, 2031));
    expect(
      entries.map(({ action, staffUserId, before, after }) => ({
        action,
        staffUserId,
        before: before?.state,
        after: after.state,
        rule: after.unspentFunds,
      })),
    ).toEqual([{ action: 'closed', staffUserId: null, before: 'open', after: 'closed', rule: 'roll_over' }]);
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    const trail = await api.request('GET', '/api/merit-cs/school-years/events', { token: staff });
    expect((trail.body as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ action: 'closed', startYear: 2031, staffName: null, staffEmail: null }),
    );
    for (const child of children) {
      // No cap: everything unspent rolls into 2032, once.
      expect(await settlementsOf(child.id)).toEqual([
        { schoolYear: 2031, intoYear: 2032, rolledOverCents: child.awardCents, lapsedCents: 0 },
      ]);
      expect((await yearFunds(api.db, child.id, 2032, today())).availableCents).toBe(child.awardCents);
    }
  });

  it('a lapsing year gives everything unspent back to the programme; the parent reads it in Spanish', async () => {
    await api.db.update(users).set({ language: 'es' }).where(eq(users.id, parent.user.id));
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2032, awardCents: 80_000 });
    await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      status: 'Accepted',
      amountCents: 30_000,
      schoolYear: 2032,
    });
    dayAfterLastClaimDay(2032);
    expect((await closeYears(api.deps)).closed).toEqual([2032]);
    expect(await settlementsOf(child.id)).toEqual([
      { schoolYear: 2032, intoYear: null, rolledOverCents: 0, lapsedCents: 50_000 },
    ]);
    const years = await readSchoolYears(api.db);
    const funds = await chargedYearFunds(api.db, years, { id: child.id, schoolYear: 2032 }, '2033-03-01', today());
    expect(funds).toMatchObject({ schoolYear: 2032, availableCents: 0, spentCents: 30_000 });
    const [told, ...more] = await mailsOfParent();
    expect(more).toEqual([]);
    expect(told?.subject).toBe(
      `El año escolar 2032-2033 ha cerrado: los fondos no gastados de ${child.firstName} Test`,
    );
    expect(told?.text).toContain(
      '$500 no gastados en 2032-2033 volvieron al programa: los fondos no gastados de 2032-2033 no pasan al año siguiente.',
    );
  });

  it('claims on the last claim day are held across the close; claims racing the close are refused', async () => {
    const provider = await insertProvider(api.db, { name: 'Late Tutors' });
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2033, awardCents: 100_000 });
    // The last claim day, 31 August 2034, in the evening in Ohio.
    api.now.value = new Date('2034-08-31T23:30:00Z');
    const token = await api.tokenFor(parent.person);
    const submit = (n: number) => {
      const form = new FormData();
      const fields = {
        childId: String(child.id),
        amount: '200',
        category: 'tutoring',
        dateOfService: '2034-03-02',
        description: 'Fractions and long division',
        payTo: 'Vendor',
        serviceProviderNumber: provider.number,
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const bytes = Buffer.from(`%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n#late-${String(n)}`);
      form.append('file1', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'invoice.pdf');
      return api.request('POST', '/api/user/claim', { token, body: form });
    };
    const onTheDay = await Promise.all([1, 2, 3].map(submit));
    expect(onTheDay.map((answer) => answer.status)).toEqual([201, 201, 201]);

    dayAfterLastClaimDay(2033);
    const [run, ...late] = await Promise.all([closeYears(api.deps), ...[4, 5, 6].map(submit)]);
    expect(run.closed).toEqual([2033]);
    for (const answer of late) {
      expect(answer).toMatchObject({
        status: 422,
        body: { code: 'SCHOOL_YEAR_OVER', error: 'Claims for 2033-2034 could be submitted until 08/31/2034.' },
      });
    }
    // The three claims keep their hold; the rest lapsed; nothing is available in the closed year.
    expect(await settlementsOf(child.id)).toEqual([
      { schoolYear: 2033, intoYear: null, rolledOverCents: 0, lapsedCents: 40_000 },
    ]);
    expect(await yearFunds(api.db, child.id, 2033, today())).toMatchObject({ availableCents: 0, pendingCents: 60_000 });
    expect(await closeYears(api.deps)).toEqual({ closed: [], settlements: 0 });
  });

  it("the Programme page's funds of every year and N/A equal a recount of the awards, claims and settlements", async () => {
    const staff = await api.tokenFor((await insertMeritCs(api.db)).person);
    // A child without a school year, whose award and claim are counted under N/A only.
    const family = await insertParent(api.db);
    const none = await insertChild(api.db, family.user.id, { schoolYear: null, awardCents: 45_000 });
    await insertClaim(api.db, { childId: none.id, submittedBy: family.user.id, amountCents: 4_200 });
    const [awards, claimRows, settlements] = await Promise.all([
      api.db.select().from(childAwards),
      api.db.select().from(claims),
      api.db.select().from(yearEndSettlements),
    ]);
    const sum = <Row>(rows: Row[], cents: (row: Row) => number) => rows.reduce((total, row) => total + cents(row), 0);
    // Not a recount of nothing: 2030 rolled $600 into 2031, and every year closed with something settled.
    expect(
      sum(
        settlements.filter((row) => row.intoYear === 2031),
        (row) => row.rolledOverCents,
      ),
    ).toBe(60_000);
    for (const startYear of [2030, 2031, 2032, 2033, null]) {
      const response = await api.request('GET', `/api/merit-cs/programme?schoolYear=${startYear ?? 'N/A'}`, {
        token: staff,
      });
      expect(response.status).toBe(200);
      const { funds } = (response.body as { data: { funds: Record<string, number> } }).data;
      const ofYear = claimRows.filter((claim) => claim.schoolYear === startYear);
      const accepted = sum(
        ofYear.filter((claim) => claim.status === 'Accepted'),
        (claim) => claim.amountCents,
      );
      const pending = sum(
        ofYear.filter((claim) => claim.status === 'Pending' || claim.status === 'Pending external'),
        (claim) => claim.amountCents,
      );
      const awarded = sum(
        awards.filter((award) => award.schoolYear === startYear),
        (award) => award.amountCents,
      );
      const rolledIn = sum(
        settlements.filter((row) => row.intoYear === startYear),
        (row) => row.rolledOverCents,
      );
      const out = settlements.filter((row) => row.schoolYear === startYear);
      const rolledOver = sum(out, (row) => row.rolledOverCents);
      const lapsed = sum(out, (row) => row.lapsedCents);
      expect(funds).toMatchObject({
        awarded: awarded / 100,
        pending: pending / 100,
        rolledIn: rolledIn / 100,
        rolledOver: rolledOver / 100,
        lapsed: lapsed / 100,
        available: (awarded + rolledIn - rolledOver - lapsed - accepted - pending) / 100,
      });
    }
  });
});
