import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertChild, insertParent, insertProvider } from '../../../test/factories.ts';
import { keptProgrammeFigures, recountProgrammeFigures } from '../../../test/programme-figures.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { importAwards } from '../../cli/import-awards.ts';
import { awardInstalments, childAwards, children, claims, schoolYears, users } from '../../db/schema.ts';
import { forgetSchoolYears } from '../school-years/school-years.service.ts';

/**
 * A child's money across years (issue 30 part 3, ADR 0028): awards per child and year, instalments by the injected
 * clock, claims charged to the year of their date of service, each year's funds exact under concurrency.
 */

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let api: TestApp;
let provider: Awaited<ReturnType<typeof insertProvider>>;
let parent: Awaited<ReturnType<typeof insertParent>>;
let token: string;

beforeAll(async () => {
  api = await startTestApp();
  await api.db.insert(schoolYears).values(
    [2024, 2025, 2026].map((startYear) => ({
      startYear,
      firstDateOfService: `${String(startYear)}-07-01`,
      defaultAwardCents: 100_000,
      state: 'open' as const,
      unspentFunds: 'roll_over' as const,
      openedAt: new Date('2024-06-01T12:00:00Z'),
    })),
  );
  forgetSchoolYears(api.db);
  provider = await insertProvider(api.db, { name: 'Bright Minds' });
});
afterAll(() => api.close());
beforeEach(async () => {
  api.now.value = new Date('2026-11-29T15:00:00Z');
  parent = await insertParent(api.db);
  token = await api.tokenFor(parent.person);
});

/** A child of 2025 with an award in 2025 and one in 2026. */
async function childOfTwoYears(cents2025: number, cents2026: number) {
  const child = await insertChild(api.db, parent.user.id, { schoolYear: 2025, awardCents: cents2025 });
  await api.db.insert(childAwards).values({ childId: child.id, schoolYear: 2026, amountCents: cents2026 });
  return child;
}

let sent = 0;
async function submit(childId: number, amount: string, dateOfService: string) {
  sent += 1;
  const form = new FormData();
  const fields = {
    childId: String(childId),
    amount,
    category: 'tutoring',
    dateOfService,
    description: 'Fractions and long division',
    payTo: 'Vendor',
    serviceProviderNumber: provider.number,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = Buffer.concat([PDF, Buffer.from(`#${String(sent)}`)]);
  form.append('file1', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'invoice.pdf');
  return api.request('POST', '/api/user/claim', { token, body: form });
}

async function dashboardChild(childId: number) {
  const response = await api.request('GET', '/api/user/parent', { token });
  expect(response.status).toBe(200);
  const body = response.body as { data: { children: { id: number }[] } };
  return body.data.children.find((child) => child.id === childId);
}

async function claimYear(response: { body: unknown }) {
  const id = (response.body as { data: { id: number } }).data.id;
  const [row] = await api.db.select({ schoolYear: claims.schoolYear }).from(claims).where(eq(claims.id, id));
  return row?.schoolYear;
}

describe('awards paid in instalments', () => {
  it('make available only what has arrived by the clock, and tell the next part', async () => {
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2026, awardCents: 100_000 });
    const [award] = await api.db.select().from(childAwards).where(eq(childAwards.childId, child.id));
    if (!award) throw new Error('no award');
    await api.db.insert(awardInstalments).values([
      { awardId: award.id, arrivesOn: '2026-07-01', amountCents: 50_000 },
      { awardId: award.id, arrivesOn: '2026-10-01', amountCents: 25_000 },
      { awardId: award.id, arrivesOn: '2027-01-04', amountCents: 25_000 },
    ]);

    expect(await dashboardChild(child.id)).toMatchObject({
      schoolYear: 2026,
      dollars: { available: 750, pending: 0, spent: 0 },
      nextInstalment: { date: '2027-01-04', amount: 250 },
      otherYears: [],
    });
    const tooMuch = await submit(child.id, '800.00', '2026-11-02');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      code: 'FUNDS_EXCEEDED',
      error: 'Please enter an amount between $0.01 and $750',
    });
    expect((await submit(child.id, '700.00', '2026-11-02')).status).toBe(201);

    // The day before the last part the parent still waits for it; on its day (New York's) it is there.
    api.now.value = new Date('2027-01-04T04:00:00Z');
    expect(await dashboardChild(child.id)).toMatchObject({
      dollars: { available: 50, pending: 700 },
      nextInstalment: { date: '2027-01-04', amount: 250 },
    });
    api.now.value = new Date('2027-01-04T05:00:00Z');
    expect(await dashboardChild(child.id)).toMatchObject({
      dollars: { available: 300, pending: 700, spent: 0 },
      nextInstalment: null,
    });
  });
});

describe('a claim', () => {
  it('is charged to the year its date of service falls in, and the dashboard shows the current year first', async () => {
    const child = await childOfTwoYears(50_000, 100_000);
    const earlier = await submit(child.id, '100.00', '2026-03-10');
    expect(earlier.status).toBe(201);
    expect(await claimYear(earlier)).toBe(2025);
    const current = await submit(child.id, '250.00', '2026-07-01');
    expect(current.status).toBe(201);
    expect(await claimYear(current)).toBe(2026);

    expect(await dashboardChild(child.id)).toMatchObject({
      schoolYear: 2026,
      dollars: { available: 750, pending: 250, spent: 0 },
      nextInstalment: null,
      otherYears: [{ schoolYear: 2025, dollars: { available: 400, pending: 100, spent: 0 } }],
    });
    // Before 1 July 2026 the child's current year was 2025.
    api.now.value = new Date('2026-06-30T15:00:00Z');
    expect(await dashboardChild(child.id)).toMatchObject({
      schoolYear: 2025,
      otherYears: [{ schoolYear: 2026 }],
    });
  });

  it('is refused with the funds error when the year it is charged to lacks funds, whatever the other year holds', async () => {
    const child = await childOfTwoYears(10_000, 100_000);
    const refused = await submit(child.id, '150.00', '2026-06-30');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'FUNDS_EXCEEDED',
      error: 'Please enter an amount between $0.01 and $100',
    });
    expect(await api.db.select().from(claims).where(eq(claims.childId, child.id))).toEqual([]);
  });

  it('of a child without a school year has no year and is charged to their award, as before', async () => {
    const child = await insertChild(api.db, parent.user.id, { schoolYear: null, awardCents: 20_000 });
    const response = await submit(child.id, '200.00', '2026-11-02');
    expect(response.status).toBe(201);
    expect(await claimYear(response)).toBeNull();
    expect(await dashboardChild(child.id)).toMatchObject({
      schoolYear: null,
      dollars: { available: 0, pending: 200, spent: 0 },
      otherYears: [],
    });
  });
});

describe('concurrent claims across two years', () => {
  it('never overspend either year', async () => {
    const child = await childOfTwoYears(30_000, 50_000);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        submit(child.id, '100.00', index % 2 === 0 ? '2026-05-01' : '2026-09-01'),
      ),
    );
    for (const attempt of attempts.filter((each) => each.status !== 201)) {
      expect(attempt).toMatchObject({ status: 422, body: { code: 'FUNDS_EXCEEDED' } });
      expect((attempt.body as { error: string }).error).toMatch(
        /^(Please enter an amount between \$0.01 and \$[\d,.]+|There are no funds available)$/,
      );
    }
    const rows = await api.db.select().from(claims).where(eq(claims.childId, child.id));
    const heldIn = (year: number) =>
      rows.filter((row) => row.schoolYear === year).reduce((sum, row) => sum + row.amountCents, 0);
    expect(heldIn(2025)).toBe(30_000);
    expect(heldIn(2026)).toBe(50_000);
    expect(attempts.filter((each) => each.status === 201)).toHaveLength(8);
    expect(await keptProgrammeFigures(api.db)).toEqual(await recountProgrammeFigures(api.db));
    expect(await dashboardChild(child.id)).toMatchObject({
      dollars: { available: 0, pending: 500 },
      otherYears: [{ schoolYear: 2025, dollars: { available: 0, pending: 300 } }],
    });
  });
});

describe('the award import', () => {
  const header =
    'parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled,award_amount';
  const load = (lines: string[]) => importAwards(api.db, () => Readable.from([[header, ...lines].join('\n')]));

  it('of a new year gives the children of earlier years a new award, and a new child their first', async () => {
    await load([
      'mia.chen@example.com,Mia,Chen,Lily,Chen,2025,false,500',
      'mia.chen@example.com,Mia,Chen,Sam,Chen,,false,300',
    ]);
    const report = await load([
      'mia.chen@example.com,Mia,Chen,LILY,Chen,2026,false,1000',
      'mia.chen@example.com,Mia,Chen,Noa,Chen,2026,true,1000',
      'mia.chen@example.com,Mia,Chen,Sam,Chen,,false,350',
    ]);
    expect(report).toMatchObject({ rows: 3, imported: 3, problemCount: 0 });
    const awards = await api.db
      .select({
        child: children.firstName,
        childYear: children.schoolYear,
        year: childAwards.schoolYear,
        cents: childAwards.amountCents,
      })
      .from(childAwards)
      .innerJoin(children, eq(children.id, childAwards.childId))
      .innerJoin(users, eq(users.id, children.parentId))
      .where(and(eq(users.email, 'mia.chen@example.com')))
      .orderBy(children.id, childAwards.schoolYear);
    expect(awards).toEqual([
      { child: 'Lily', childYear: 2025, year: 2025, cents: 50_000 },
      { child: 'Lily', childYear: 2025, year: 2026, cents: 100_000 },
      { child: 'Sam', childYear: null, year: null, cents: 35_000 },
      { child: 'Noa', childYear: 2026, year: 2026, cents: 100_000 },
    ]);
    // The programme's awarded figures follow the awards, an amount changed by a later list too.
    expect(await keptProgrammeFigures(api.db)).toEqual(await recountProgrammeFigures(api.db));
    // The same list again changes nothing.
    await load(['mia.chen@example.com,Mia,Chen,Lily,Chen,2026,false,1000']);
    expect(
      await api.db
        .select()
        .from(childAwards)
        .innerJoin(children, eq(children.id, childAwards.childId))
        .where(eq(children.firstName, 'Lily')),
    ).toHaveLength(2);
  });
});
