import { programmeYearsSchema, translate } from '@ace/domain';
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
import { schoolYears } from '../../db/schema.ts';
import { forgetSchoolYears } from './school-years.service.ts';

let api: TestApp;
let tokens: Record<'parent' | 'provider' | 'staff', string>;
let organisationId: string;

beforeAll(async () => {
  api = await startTestApp();
  const provider = await insertProvider(api.db);
  organisationId = provider.organisationId;
  tokens = {
    parent: await api.tokenFor((await insertParent(api.db)).person),
    provider: await api.tokenFor((await insertProviderMember(api.db, provider)).person),
    staff: await api.tokenFor((await insertMeritCs(api.db)).person),
  };
});
afterAll(() => api.close());

const specYears = [
  [2021, '2022-04-25', 500],
  [2022, '2022-07-01', 1000],
  [2023, '2023-07-01', 1000],
].map(([startYear, firstDateOfService, defaultAward]) => ({
  startYear,
  firstDateOfService,
  lastClaimDay: null,
  defaultAward,
  state: 'open',
  unspentFunds: 'roll_over',
  rollOverCap: null,
}));

describe('GET /api/school-years', () => {
  it('answers the specification’s years, the first first, to anyone alike, signed in or not', async () => {
    for (const token of [undefined, tokens.parent, tokens.provider, tokens.staff]) {
      const response = await api.request('GET', '/api/school-years', token === undefined ? {} : { token });
      expect(response).toMatchObject({ status: 200, body: { success: true, data: specYears } });
      expect(programmeYearsSchema.parse((response.body as { data: unknown }).data)).toEqual(specYears);
    }
  });

  it('refuses a query it does not take with a clear 400', async () => {
    const response = await api.request('GET', '/api/school-years?year=2021');
    expect(response).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
  });
});

describe('a school year added as data', () => {
  let claimOf2026: number;

  beforeAll(async () => {
    await api.db.insert(schoolYears).values({
      startYear: 2026,
      firstDateOfService: '2026-08-01',
      lastClaimDay: '2027-08-31',
      defaultAwardCents: 150_000,
      state: 'upcoming',
      unspentFunds: 'lapse',
      rollOverCapCents: 25_000,
    });
    forgetSchoolYears(api.db);
    const parent = await insertParent(api.db);
    const provider = await insertProvider(api.db);
    organisationId = provider.organisationId;
    tokens.provider = await api.tokenFor((await insertProviderMember(api.db, provider)).person);
    const child = await insertChild(api.db, parent.user.id, { schoolYear: 2026 });
    const claim = await insertClaim(api.db, {
      childId: child.id,
      submittedBy: parent.user.id,
      schoolYear: 2026,
      serviceProviderId: provider.id,
      status: 'Accepted',
      amountCents: 4_200,
    });
    claimOf2026 = claim.id;
  });

  it('is listed with its own dates, award and rule', async () => {
    const response = await api.request('GET', '/api/school-years');
    expect((response.body as { data: unknown[] }).data.at(-1)).toEqual({
      startYear: 2026,
      firstDateOfService: '2026-08-01',
      lastClaimDay: '2027-08-31',
      defaultAward: 1500,
      state: 'upcoming',
      unspentFunds: 'lapse',
      rollOverCap: 250,
    });
  });

  it('is a claim year of the provider lists and their export; a year the programme does not have is refused', async () => {
    const history = `/api/service-provider/${organisationId}/history-claims`;
    const found = await api.request('GET', `${history}?claimYear=2026`, { token: tokens.provider });
    expect(found.status).toBe(200);
    expect((found.body as { data: { items: { id: number; schoolYear: number }[] } }).data.items).toEqual([
      expect.objectContaining({ id: claimOf2026, schoolYear: 2026 }),
    ]);
    const csv = await fetch(`${api.url}${history}/csv?claimYear=2026`, {
      headers: { authorization: `Bearer ${tokens.provider}` },
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('2026-2027');
    for (const path of [history, `${history}/count`, `${history}/csv`]) {
      const refused = await api.request('GET', `${path}?claimYear=2027`, { token: tokens.provider });
      expect(refused).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', error: translate('provider.filter.claimYearUnknown') },
      });
    }
  });

  it('has its figures on the Programme page; a year the programme does not have is refused', async () => {
    const figures = await api.request('GET', '/api/merit-cs/programme?schoolYear=2026', { token: tokens.staff });
    expect(figures).toMatchObject({
      status: 200,
      body: { data: { schoolYear: 2026, funds: { awarded: 1000, claimed: 42 } } },
    });
    for (const path of ['/api/merit-cs/programme', '/api/merit-cs/programme/csv']) {
      const refused = await api.request('GET', `${path}?schoolYear=2027`, { token: tokens.staff });
      expect(refused).toMatchObject({ status: 400, body: { error: translate('programme.query.schoolYearInvalid') } });
    }
  });
});
