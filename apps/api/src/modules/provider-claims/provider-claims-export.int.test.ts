import { PROVIDER_CLAIM_TAB_PATHS, startOfProgrammeDay } from '@ace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertChild,
  insertClaim,
  insertClaims,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { spreadsheetRecords } from '../../../test/spreadsheet-records.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

const { pendingProvider, history } = PROVIDER_CLAIM_TAB_PATHS;

let api: TestApp;
let tutors: Awaited<ReturnType<typeof insertProvider>>;
let member: string;
let family: { parentId: number; childId: number };
let pending: { olivia: number; oscar: number };

beforeAll(async () => {
  api = await startTestApp();
  tutors = await insertProvider(api.db, { name: 'Tutors' });
  member = await api.tokenFor((await insertProviderMember(api.db, tutors)).person);
  const ann = await insertParent(api.db, { firstName: 'Ann', lastName: 'Lee' });
  const olivia = await insertChild(api.db, ann.user.id, { firstName: 'Olivia', lastName: 'Lee', schoolYear: 2022 });
  const oscar = await insertChild(api.db, ann.user.id, { firstName: '+Oscar', lastName: 'Lee', schoolYear: null });
  family = { parentId: ann.user.id, childId: olivia.id };
  const base = { submittedBy: ann.user.id, serviceProviderId: tutors.id, status: 'Pending external' as const };
  pending = {
    olivia: (
      await insertClaim(api.db, {
        ...base,
        childId: olivia.id,
        schoolYear: 2022,
        payTo: 'Vendor',
        amountCents: 12_050,
        createdAt: new Date('2023-09-10T15:00:00Z'),
        dueAt: startOfProgrammeDay('2023-09-25'),
      })
    ).id,
    oscar: (
      await insertClaim(api.db, {
        ...base,
        childId: oscar.id,
        schoolYear: null,
        amountCents: 8_000,
        createdAt: new Date('2023-09-12T03:00:00Z'),
        reviewedAt: new Date('2023-09-13T15:00:00Z'),
      })
    ).id,
  };
});
afterAll(() => api.close());

function get(path: string, token = member) {
  return fetch(`${api.url}/api/service-provider/${tutors.organisationId}/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

async function download(path: string) {
  const response = await get(path);
  expect(response.status).toBe(200);
  return { response, records: await spreadsheetRecords(response) };
}

describe('GET /api/service-provider/{id}/{tab}/csv', () => {
  it('answers the tab as a spreadsheet, in the provider’s words, in the order asked for', async () => {
    const { response, records } = await download(`${pendingProvider}/csv?sort=amount&order=asc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="pending-vendor-approval-claims.csv"',
    );
    expect(records).toEqual([
      [
        'Claim ID',
        'Student',
        'Parent/Guardian',
        'Claim amount',
        'Submit date',
        'Claim year',
        'Deliver funds to',
        'Sent for your review',
        'Due date',
      ],
      [
        String(pending.oscar),
        "'+Oscar Lee",
        'Ann Lee',
        '80.00',
        '09/11/2023',
        'N/A',
        'Parent/Guardian',
        '09/13/2023',
        '',
      ],
      [
        String(pending.olivia),
        'Olivia Lee',
        'Ann Lee',
        '120.50',
        '09/10/2023',
        '2022-2023',
        'Service Provider',
        '',
        '09/24/2023',
      ],
    ]);
  });

  it('gives each tab the columns its list shows, none left empty for its claims', async () => {
    const painters = await insertProvider(api.db, { name: 'Painters' });
    const painter = await api.tokenFor((await insertProviderMember(api.db, painters)).person);
    const decided = await insertClaim(api.db, {
      childId: family.childId,
      submittedBy: family.parentId,
      serviceProviderId: painters.id,
      schoolYear: 2022,
      status: 'Accepted',
      amountCents: 4_200,
      createdAt: new Date('2023-08-01T15:00:00Z'),
      reviewedAt: new Date('2023-08-03T15:00:00Z'),
      reviewerName: 'Rey',
    });
    const history = await fetch(
      `${api.url}/api/service-provider/${painters.organisationId}/${PROVIDER_CLAIM_TAB_PATHS.history}/csv?status=All`,
      {
        headers: { authorization: `Bearer ${painter}` },
      },
    );
    expect(await spreadsheetRecords(history)).toEqual([
      [
        'Claim ID',
        'Student',
        'Parent/Guardian',
        'Claim amount',
        'Submit date',
        'Claim year',
        'Deliver funds to',
        'Status',
        'Date approved/rejected',
        'Reviewer',
      ],
      [
        String(decided.id),
        'Olivia Lee',
        'Ann Lee',
        '42.00',
        '08/01/2023',
        '2022-2023',
        'Parent/Guardian',
        'Approved',
        '08/03/2023',
        'Rey',
      ],
    ]);
    const waiting = await download(`${PROVIDER_CLAIM_TAB_PATHS.pendingMerit}/csv`);
    expect(waiting.records[0]).toEqual([
      'Claim ID',
      'Student',
      'Parent/Guardian',
      'Claim amount',
      'Submit date',
      'Claim year',
      'Deliver funds to',
    ]);
  });

  it('applies the list’s filters', async () => {
    const { records } = await download(`${pendingProvider}/csv?childFirstName=oli&claimYear=2022`);
    expect(records.slice(1).map((row) => row[0])).toEqual([String(pending.olivia)]);
  });

  it('reads every claim of a long tab a page at a time, each once, in order', async () => {
    const many = await insertClaims(
      api.db,
      Array.from({ length: 1_203 }, (_, index) => ({
        childId: family.childId,
        submittedBy: family.parentId,
        serviceProviderId: tutors.id,
        status: index % 2 === 0 ? ('Accepted' as const) : ('Rejected' as const),
        amountCents: 1_000 + (index % 7),
        // Some decided claims carry no decision date (imported ones): they come last, in either order.
        reviewedAt: index % 10 === 0 ? null : new Date(Date.UTC(2023, 9, 1, 12, index)),
        reviewerName: 'Rey',
        createdAt: new Date(Date.UTC(2023, 8, 1, 12, index)),
      })),
    );
    const { records } = await download(`${history}/csv?sort=reviewedAt&order=desc&status=All`);
    const ids = records.slice(1).map((row) => Number(row[0]));
    expect(ids).toHaveLength(many.length);
    expect(new Set(ids).size).toBe(many.length);
    const withDate = many.filter((row) => row.reviewedAt !== null).length;
    expect(records.slice(1, withDate + 1).every((row) => row[8] !== '')).toBe(true);
    expect(records.slice(withDate + 1).every((row) => row[8] === '')).toBe(true);
    expect(records[1]?.[7]).toMatch(/^(Approved|Rejected)$/);
  });

  it('refuses a bad filter with the list’s texts, and answers 404 to another organisation’s member', async () => {
    const bad = await fetch(`${api.url}/api/service-provider/${tutors.organisationId}/${history}/csv?claimId=x`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Please enter a valid claimId' });
    const paged = await fetch(`${api.url}/api/service-provider/${tutors.organisationId}/${history}/csv?limit=5`, {
      headers: { authorization: `Bearer ${member}` },
    });
    expect(paged.status).toBe(400);
    const other = await insertProvider(api.db);
    const stranger = await api.tokenFor((await insertProviderMember(api.db, other)).person);
    expect((await get(`${history}/csv`, stranger)).status).toBe(404);
  });
});
