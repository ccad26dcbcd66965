import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { children, staffExports, users } from '../../db/schema.ts';
import {
  insertChild,
  insertClaim,
  insertMeritCs,
  insertParent,
  insertProvider,
  insertProviderMember,
} from '../../../test/factories.ts';
import { spreadsheetRecords } from '../../../test/spreadsheet-records.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let api: TestApp;
let staff: { token: string; userId: number };
const ids: Record<'reyes' | 'reyesOld' | 'okafor' | 'unrelated', number> = {
  reyes: 0,
  reyesOld: 0,
  okafor: 0,
  unrelated: 0,
};
let provider: { number: string; name: string };

interface Page {
  items: {
    id: number;
    status: string;
    amount: number;
    child: { firstName: string; lastName: string };
    parent: { firstName: string; lastName: string; email: string };
    serviceProvider: { number: string; name: string } | null;
    createdAt: string;
  }[];
  nextCursor: string | null;
}

beforeAll(async () => {
  api = await startTestApp();
  const agent = await insertMeritCs(api.db);
  staff = { token: await api.tokenFor(agent.person), userId: agent.user.id };
  const bright = await insertProvider(api.db, { name: 'Bright Tutors of Ohio' });
  provider = bright;
  const other = await insertProvider(api.db, { name: 'Lakeside Music School' });
  const dana = await insertParent(api.db, { firstName: 'Dana', lastName: 'Reyes', email: 'Dana.Reyes@Example.org' });
  const ava = await insertChild(api.db, dana.user.id, { firstName: 'Ava', lastName: 'Reyes' });
  const chidi = await insertParent(api.db, { firstName: 'Chidi', lastName: 'Okafor', email: 'a.chidi@school.example' });
  const ngozi = await insertChild(api.db, chidi.user.id, { firstName: 'Ngozi', lastName: 'Okafor' });
  const pat = await insertParent(api.db, { firstName: '=cmd', lastName: 'Ava%', email: 'pat@example.net' });
  const kid = await insertChild(api.db, pat.user.id, { firstName: 'Robin', lastName: 'Hill' });
  ids.reyesOld = (
    await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: dana.user.id,
      status: 'Accepted',
      amountCents: 4_250,
      serviceProviderId: bright.id,
      createdAt: new Date('2023-03-01T15:00:00Z'),
    })
  ).id;
  ids.reyes = (
    await insertClaim(api.db, {
      childId: ava.id,
      submittedBy: dana.user.id,
      status: 'Pending external',
      amountCents: 12_000,
      serviceProviderId: bright.id,
      createdAt: new Date('2023-03-10T15:00:00Z'),
    })
  ).id;
  ids.okafor = (
    await insertClaim(api.db, {
      childId: ngozi.id,
      submittedBy: chidi.user.id,
      status: 'Rejected',
      serviceProviderId: other.id,
      createdAt: new Date('2023-03-11T15:00:00Z'),
    })
  ).id;
  ids.unrelated = (
    await insertClaim(api.db, {
      childId: kid.id,
      submittedBy: pat.user.id,
      status: 'Pending',
      createdAt: new Date('2023-03-12T15:00:00Z'),
    })
  ).id;
});
afterAll(() => api.close());

async function search(q: string, extra = '') {
  const response = await api.request('GET', `/api/merit-cs/claims?q=${encodeURIComponent(q)}${extra}`, staff);
  expect(response).toMatchObject({ status: 200 });
  return (response.body as { data: Page }).data;
}
const foundIds = async (q: string) => (await search(q)).items.map((row) => row.id);

describe('GET /api/merit-cs/claims', () => {
  it('finds a claim by its id, and answers who, how much, with whom and where it stands', async () => {
    const page = await search(String(ids.reyes));
    expect(page).toEqual({
      items: [
        {
          id: ids.reyes,
          status: 'Pending external',
          amount: 120,
          child: { firstName: 'Ava', lastName: 'Reyes' },
          parent: { firstName: 'Dana', lastName: 'Reyes', email: 'Dana.Reyes@Example.org' },
          serviceProvider: { number: provider.number, name: 'Bright Tutors of Ohio' },
          createdAt: '2023-03-10T15:00:00.000Z',
        },
      ],
      nextCursor: null,
    });
  });

  it('finds claims by the start of a student’s or parent’s first or last name, ignoring case', async () => {
    expect(await foundIds('ava')).toEqual([ids.unrelated, ids.reyes, ids.reyesOld]);
    expect(await foundIds('REY')).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('ngoz')).toEqual([ids.okafor]);
    expect(await foundIds('chidi')).toEqual([ids.okafor]);
    expect(await foundIds('eyes')).toEqual([]);
  });

  it('reads two words as a first and a last name, of the student or of the parent', async () => {
    expect(await foundIds('ava rey')).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('  Dana   Reyes ')).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('dana okafor')).toEqual([]);
  });

  it('finds claims by the start of the parent’s e-mail address', async () => {
    expect(await foundIds('dana.reyes@example.org')).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('a.chidi@')).toEqual([ids.okafor]);
  });

  it('finds claims by provider number and by the start of the provider’s name', async () => {
    expect(await foundIds(provider.number)).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('bright tut')).toEqual([ids.reyes, ids.reyesOld]);
    expect(await foundIds('lakeside')).toEqual([ids.okafor]);
  });

  it('takes LIKE’s wildcards as letters', async () => {
    expect(await foundIds('%')).toEqual([]);
    expect(await foundIds('_va')).toEqual([]);
    expect(await foundIds('ava%')).toEqual([ids.unrelated]);
  });

  it('pages newest first with a cursor, never repeating a claim', async () => {
    const first = await search('a', '&limit=2');
    expect(first.items.map((row) => row.id)).toEqual([ids.unrelated, ids.okafor]);
    expect(first.nextCursor).not.toBeNull();
    const second = await search('a', `&limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second).toMatchObject({ items: [{ id: ids.reyes }, { id: ids.reyesOld }], nextCursor: null });
    const all = await search('a', '&limit=4');
    expect(all.nextCursor).toBeNull();
  });

  it('refuses a blank or overlong search, an unknown field and a forged cursor with a clear 400', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'x'.repeat(101)}`, 'q=ava&page=2', 'q=ava&cursor=abc']) {
      const response = await api.request('GET', `/api/merit-cs/claims?${query}`, staff);
      expect(response.status).toBe(400);
    }
    expect(await api.request('GET', '/api/merit-cs/claims?q=%20', staff)).toMatchObject({
      body: { error: 'Please enter a claim id, a name, an e-mail address or a service provider number' },
    });
    expect(await api.request('GET', '/api/merit-cs/claims?q=ava&cursor=WzEsMl0', staff)).toMatchObject({
      body: { error: 'This page of the list cannot be loaded. Please reload the list.' },
    });
  });
});

describe('GET /api/merit-cs/claims/csv', () => {
  it('answers the same search as a spreadsheet, with the statuses in staff’s words', async () => {
    const response = await fetch(`${api.url}/api/merit-cs/claims/csv?q=ava`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="claims.csv"');
    const records = await spreadsheetRecords(response);
    expect(records[0]).toEqual([
      'Claim ID',
      'Status',
      'Claim amount',
      'Student',
      'Parent/Guardian',
      'Parent e-mail',
      'Service provider number',
      'Service provider',
      'Submit date',
    ]);
    expect(records.slice(1)).toEqual([
      [
        String(ids.unrelated),
        'Pending Internal Review',
        '100.00',
        'Robin Hill',
        "'=cmd Ava%",
        'pat@example.net',
        '',
        '',
        '03/12/2023',
      ],
      [
        String(ids.reyes),
        'Pending External Review',
        '120.00',
        'Ava Reyes',
        'Dana Reyes',
        'Dana.Reyes@Example.org',
        provider.number,
        'Bright Tutors of Ohio',
        '03/10/2023',
      ],
      [
        String(ids.reyesOld),
        'Approved',
        '42.50',
        'Ava Reyes',
        'Dana Reyes',
        'Dana.Reyes@Example.org',
        provider.number,
        'Bright Tutors of Ohio',
        '03/01/2023',
      ],
    ]);
  });

  it('records each download in the access record: who, from where, the search and how many rows it sent', async () => {
    const download = async (q: string) => {
      const response = await fetch(`${api.url}/api/merit-cs/claims/csv?q=${q}`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      return (await spreadsheetRecords(response)).slice(1);
    };
    expect((await download('okafor')).map((row) => [row[0], row[1]])).toEqual([[String(ids.okafor), 'Rejected']]);
    expect(await download('zzzz')).toEqual([]);
    const recorded = await api.db
      .select()
      .from(staffExports)
      .where(and(eq(staffExports.staffUserId, staff.userId), inArray(staffExports.query, ['okafor', 'zzzz'])))
      .orderBy(asc(staffExports.id));
    expect(recorded.map(({ kind, query, rowCount }) => ({ kind, query, rowCount }))).toEqual([
      { kind: 'claimSearch', query: 'okafor', rowCount: 1 },
      { kind: 'claimSearch', query: 'zzzz', rowCount: 0 },
    ]);
    expect(recorded[0]?.address).toMatch(/127\.0\.0\.1/);
    // The record is kept as written: its count is set once, and nothing of it is changed or removed afterwards.
    await expect(
      api.db.update(staffExports).set({ rowCount: 5 }).where(eq(staffExports.staffUserId, staff.userId)),
    ).rejects.toThrow();
    await expect(api.db.delete(staffExports).where(eq(staffExports.staffUserId, staff.userId))).rejects.toThrow();
  });

  it('refuses a search too short to mean anything, unless it is a claim id or a provider number', async () => {
    const text = 'To download, search for at least 3 characters, a claim id or a service provider number';
    for (const q of ['a', 'av', 'a%20v']) {
      expect(await api.request('GET', `/api/merit-cs/claims/csv?q=${q}`, staff)).toMatchObject({
        status: 400,
        body: { issues: [{ path: 'q', message: text }] },
      });
    }
    const recorded = await api.db.select().from(staffExports).where(eq(staffExports.query, 'av'));
    expect(recorded).toEqual([]);
    for (const q of [String(ids.okafor), provider.number, 'ava']) {
      const response = await fetch(`${api.url}/api/merit-cs/claims/csv?q=${q}`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect((await spreadsheetRecords(response)).length).toBeGreaterThan(1);
    }
  });

  it('answers only the header when nothing is found, and refuses a blank search', async () => {
    const response = await fetch(`${api.url}/api/merit-cs/claims/csv?q=zzz`, {
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(await spreadsheetRecords(response)).toHaveLength(1);
    expect((await api.request('GET', '/api/merit-cs/claims/csv?q=', staff)).status).toBe(400);
  });
});

describe('GET /api/merit-cs/providers', () => {
  it('finds providers by number or by the start of their name, by name', async () => {
    const byName = await api.request('GET', '/api/merit-cs/providers?q=bRiGhT', staff);
    expect(byName).toMatchObject({
      status: 200,
      body: { data: [{ number: provider.number, name: 'Bright Tutors of Ohio', status: 'Active' }] },
    });
    const byNumber = await api.request('GET', `/api/merit-cs/providers?q=${provider.number}`, staff);
    expect((byNumber.body as { data: unknown[] }).data).toHaveLength(1);
    const none = await api.request('GET', '/api/merit-cs/providers?q=tutors', staff);
    expect(none.body).toMatchObject({ data: [] });
    expect((await api.request('GET', '/api/merit-cs/providers?q=b&limit=51', staff)).status).toBe(400);
  });
});

describe('who may search', () => {
  it('is support staff only', async () => {
    const parent = await insertParent(api.db);
    const org = await insertProvider(api.db);
    const member = await insertProviderMember(api.db, org);
    for (const path of [
      '/api/merit-cs/claims?q=ava',
      '/api/merit-cs/claims/csv?q=ava',
      '/api/merit-cs/providers?q=b',
    ]) {
      expect((await api.request('GET', path)).status).toBe(401);
      for (const person of [parent.person, member.person]) {
        expect((await api.request('GET', path, { token: await api.tokenFor(person) })).status).toBe(403);
      }
    }
  });
});

describe('GET /api/merit-cs/claims, a name shared by thousands', () => {
  it('finds the newest claims of students, parents and providers too many to read one by one', async () => {
    // More than the search reads one by one of each: 3,000 students, 1,500 parents, 200 providers.
    const kim = await insertParent(api.db, { firstName: 'Kim', lastName: 'Park' });
    const students = await api.db
      .insert(children)
      .values(
        Array.from({ length: 3_001 }, (_, index) => ({
          parentId: kim.user.id,
          firstName: `Kid${index}`,
          lastName: 'Nguyen',
          homeSchooled: false,
        })),
      )
      .returning({ id: children.id });
    await api.db.insert(users).values(
      Array.from({ length: 1_501 }, (_, index) => ({
        type: 'Parent' as const,
        email: `nguyen${index}@many.example`,
        firstName: 'Lan',
        lastName: 'Nguyen',
      })),
    );
    const providers = [];
    for (let index = 0; index < 201; index += 1) {
      providers.push(await insertProvider(api.db, { name: `Nguyen Tutors ${index}` }));
    }
    const lan = (await insertParent(api.db, { firstName: 'Lan', lastName: 'Nguyen' })).user.id;
    const sam = await insertChild(api.db, lan, { firstName: 'Sam', lastName: 'Okoro' });
    const stranger = await insertParent(api.db, { firstName: 'Jo', lastName: 'Stone' });
    const jo = await insertChild(api.db, stranger.user.id, { firstName: 'Rae', lastName: 'Stone' });
    const ofStudent = await insertClaim(api.db, { childId: students[1_500]?.id ?? 0, submittedBy: kim.user.id });
    const ofProvider = await insertClaim(api.db, {
      childId: jo.id,
      submittedBy: stranger.user.id,
      serviceProviderId: providers[150]?.id ?? null,
    });
    const ofParent = await insertClaim(api.db, { childId: sam.id, submittedBy: lan });
    await insertClaim(api.db, { childId: jo.id, submittedBy: stranger.user.id });

    expect(await foundIds('nguyen')).toEqual([ofParent.id, ofProvider.id, ofStudent.id]);
    const first = await search('NGUYEN', '&limit=2');
    expect(first.items.map((row) => row.id)).toEqual([ofParent.id, ofProvider.id]);
    const second = await search('nguyen', `&limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(second).toMatchObject({ items: [{ id: ofStudent.id }], nextCursor: null });
    expect(await foundIds('lan nguyen')).toEqual([ofParent.id]);
  });
});
