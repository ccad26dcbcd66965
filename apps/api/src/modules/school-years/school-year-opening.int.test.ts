import { Readable } from 'node:stream';
import { programmeYearsSchema, translate, translatorFor } from '@ace/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeritCs } from '../../../test/factories.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { importAwards } from '../../cli/import-awards.ts';
import { schoolYears } from '../../db/schema.ts';

let api: TestApp;
let staff: { token: string; name: string; email: string };

beforeAll(async () => {
  api = await startTestApp();
  const meritCs = await insertMeritCs(api.db);
  staff = {
    token: await api.tokenFor(meritCs.person),
    name: `${meritCs.user.firstName} ${meritCs.user.lastName}`,
    email: meritCs.user.email,
  };
});
afterAll(() => api.close());

const opening2024 = {
  startYear: 2024,
  firstDateOfService: '2024-07-01',
  lastClaimDay: '2025-08-31',
  defaultAward: 1250.5,
  unspentFunds: 'roll_over',
  rollOverCap: 300,
};
const record2024 = {
  startYear: 2024,
  firstDateOfService: '2024-07-01',
  lastClaimDay: '2025-08-31',
  defaultAward: 1250.5,
  state: 'open',
  unspentFunds: 'roll_over',
  rollOverCap: 300,
};

function open(body: unknown, headers: Record<string, string> = {}) {
  return api.request('POST', '/api/merit-cs/school-years', { token: staff.token, json: body, headers });
}

async function trail() {
  const response = await api.request('GET', '/api/merit-cs/school-years/events', { token: staff.token });
  expect(response.status).toBe(200);
  return (response.body as { data: { startYear: number }[] }).data;
}

async function programmeYears() {
  const response = await api.request('GET', '/api/school-years');
  return programmeYearsSchema.parse((response.body as { data: unknown }).data);
}

const award = (schoolYear: string) =>
  [
    'parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled,award_amount',
    `eva.ortiz@example.com,Eva,Ortiz,Pia,Ortiz,${schoolYear},no,1250.50`,
  ].join('\n');

const importList = (text: string) => importAwards(api.db, () => Readable.from([text]));

describe("opening the programme's next school year", () => {
  it('refuses the award list of a year the programme does not have yet', async () => {
    const report = await importList(award('2024'));
    expect(report).toMatchObject({ imported: 0, problems: [{ column: 'school_year' }] });
    expect(report.problems[0]?.problem).toBe('2024 is not 2021, 2022, 2023 or empty');
  });

  it('adds the year after the last, open, with its audit entry; this process lists it at once', async () => {
    // The years are read (and kept by this process) before the year is opened.
    expect((await programmeYears()).map((year) => year.startYear)).toEqual([2021, 2022, 2023]);
    const response = await open(opening2024);
    expect(response).toMatchObject({
      status: 201,
      body: { success: true, data: record2024, message: translate('schoolYears.opened', { schoolYear: '2024-2025' }) },
    });
    expect((await programmeYears()).at(-1)).toEqual(record2024);
    const [row] = await api.db.select().from(schoolYears).where(eq(schoolYears.startYear, 2024));
    expect(row).toMatchObject({
      state: 'open',
      openedAt: api.now.value,
      defaultAwardCents: 125_050,
      rollOverCapCents: 30_000,
    });
    expect(await trail()).toEqual([
      {
        id: expect.any(Number) as unknown,
        at: api.now.value.toISOString(),
        action: 'opened',
        startYear: 2024,
        staffName: staff.name,
        staffEmail: staff.email,
        before: null,
        after: record2024,
      },
    ]);
  });

  it("takes the new year's award list", async () => {
    const report = await importList(award('2024'));
    expect(report).toMatchObject({ rows: 1, imported: 1, problemCount: 0 });
  });

  it('refuses the same year again (409) and a year that is not the next (422), writing nothing', async () => {
    const again = await open(opening2024);
    expect(again).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'SCHOOL_YEAR_EXISTS',
        error: '2024-2025 is already a school year of the program.',
        issues: [{ path: 'startYear' }],
      },
    });
    const gap = await open({
      ...opening2024,
      startYear: 2026,
      firstDateOfService: '2026-07-01',
      lastClaimDay: '2027-08-31',
    });
    expect(gap).toMatchObject({
      status: 422,
      body: {
        code: 'SCHOOL_YEAR_NOT_NEXT',
        error: 'The next school year to open is 2025-2026: years are opened one after the other.',
        issues: [{ path: 'startYear' }],
      },
    });
    const earlier = await open({
      ...opening2024,
      startYear: 2020,
      firstDateOfService: '2020-07-01',
      lastClaimDay: '2021-08-31',
    });
    expect(earlier).toMatchObject({ status: 422, body: { code: 'SCHOOL_YEAR_NOT_NEXT' } });
    expect(await trail()).toHaveLength(1);
  });

  const next = { ...opening2024, startYear: 2025, firstDateOfService: '2025-07-01', lastClaimDay: '2026-08-31' };
  const refusals: [string, unknown, string, string][] = [
    [
      'a first date of service outside its start year',
      { ...next, firstDateOfService: '2026-07-01' },
      'firstDateOfService',
      'The first date of service must be in 2025.',
    ],
    [
      'a first date of service that is no date',
      { ...next, firstDateOfService: '2025-02-30' },
      'firstDateOfService',
      'Enter a date.',
    ],
    [
      'a last claim day before the school year ends',
      { ...next, lastClaimDay: '2025-06-30' },
      'lastClaimDay',
      'The last claim day must be from 6/30/2026 to 12/31/2027.',
    ],
    [
      'a last claim day long after it',
      { ...next, lastClaimDay: '2028-01-01' },
      'lastClaimDay',
      'The last claim day must be from 6/30/2026 to 12/31/2027.',
    ],
    [
      'a negative award',
      { ...next, defaultAward: -1 },
      'defaultAward',
      'Enter an award from $0 to $100,000, for example 1,000.',
    ],
    [
      'an award of part cents',
      { ...next, defaultAward: 10.001 },
      'defaultAward',
      'Enter an award from $0 to $100,000, for example 1,000.',
    ],
    [
      'an award beyond the largest',
      { ...next, defaultAward: 100_000.01 },
      'defaultAward',
      'Enter an award from $0 to $100,000, for example 1,000.',
    ],
    ['an unknown rule', { ...next, unspentFunds: 'keep' }, 'unspentFunds', 'Choose what happens to unspent funds.'],
    [
      'a cap on funds that lapse',
      { ...next, unspentFunds: 'lapse' },
      'rollOverCap',
      'A cap applies only when unspent funds roll over. Leave it empty.',
    ],
    [
      'a negative cap',
      { ...next, rollOverCap: -5 },
      'rollOverCap',
      'Enter a cap from $0 to $100,000, or leave it empty for no cap.',
    ],
    ['a start year that is no year', { ...next, startYear: 2025.5 }, 'startYear', 'Choose the school year to open.'],
  ];
  refusals.push(
    ['a date with a control character', { ...next, lastClaimDay: '2026-08-31\u0000' }, 'lastClaimDay', 'Enter a date.'],
    [
      'an award sent as text',
      { ...next, defaultAward: '1000' },
      'defaultAward',
      'Enter an award from $0 to $100,000, for example 1,000.',
    ],
  );
  it.each(refusals)('refuses %s with a clear 400 on its field', async (_what, body, path, message) => {
    const response = await open(body);
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', error: message, issues: [{ path, message }] },
    });
  });

  it('refuses a body with a field missing or one it does not take', async () => {
    expect(await open({ ...next, lastClaimDay: undefined })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'lastClaimDay' }] },
    });
    expect(await open({ ...next, state: 'closed' })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED' },
    });
    expect(await trail()).toHaveLength(1);
  });

  it('says its refusals in Spanish to a person reading Spanish', async () => {
    const spanish = translatorFor('es');
    const dates = await open({ ...next, lastClaimDay: '2025-06-30' }, { 'accept-language': 'es' });
    expect(dates).toMatchObject({
      status: 400,
      body: { error: spanish('schoolYears.lastClaimDay.range', { from: '30 jun 2026', to: '31 dic 2027' }) },
    });
    const gap = await open(
      { ...next, startYear: 2026, firstDateOfService: '2026-07-01', lastClaimDay: '2027-08-31' },
      {
        'accept-language': 'es',
      },
    );
    expect(gap).toMatchObject({
      status: 422,
      body: {
        error: 'El próximo año escolar que se puede abrir es 2025-2026: los años se abren uno después del otro.',
      },
    });
  });

  it('opens one year of two asked at once', async () => {
    const both = await Promise.all([open({ ...next, unspentFunds: 'lapse', rollOverCap: null }), open(next)]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await trail()).map((event) => event.startYear)).toEqual([2025, 2024]);
  });

  it("refuses a first date of service not after the last year's", async () => {
    // A year whose first date of service falls in the next calendar year, as the specification's 2021 does.
    await api.db.insert(schoolYears).values({
      startYear: 2026,
      firstDateOfService: '2027-03-01',
      defaultAwardCents: 100_000,
      state: 'open',
      unspentFunds: 'roll_over',
      openedAt: api.now.value,
    });
    const response = await open({
      ...next,
      startYear: 2027,
      firstDateOfService: '2027-02-01',
      lastClaimDay: '2028-08-31',
    });
    expect(response).toMatchObject({
      status: 422,
      body: {
        code: 'SCHOOL_YEAR_NOT_NEXT',
        error: 'The first date of service must be after 3/1/2027, the first date of service of 2026-2027.',
        issues: [{ path: 'firstDateOfService' }],
      },
    });
  });
});
