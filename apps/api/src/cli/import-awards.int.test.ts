import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { children, users } from '../db/schema.ts';
import { importAwards } from './import-awards.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const header =
  'parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled,award_amount';

describe('import-awards', () => {
  it('registers parents and children, reports bad rows with their line and reason, and keeps the good ones', async () => {
    const csv = [
      header,
      'Ana.Lopez@Example.com,Ana,Lopez,Eva,Lopez,2023,false,"1,000"',
      'ana.lopez@example.com,Ana,Lopez,Leo,Lopez,,yes,500',
      'not-an-email,Bad,Row,Kid,Row,2023,false,1000',
      'bo@example.com,Bo,Ray,Kim,Ray,2030,false,1000',
      'bo@example.com,Bo,Ray,Kim,Ray,2022,maybe,1000',
      'bo@example.com,Bo,Ray,Kim,Ray,2022,false,lots',
      'bo@example.com,Bo,Ray,Kim,Ray,2022,false',
      'cy@example.com,Cy,Day,"Ann, Marie",Day,2022,true,1000.50',
      'di@example.com,Di\u0000,Fox,Kit,Fox,2022,false,1000',
    ].join('\n');
    const report = await importAwards(database.db, csv);
    expect(report.imported).toBe(3);
    expect(report.rejected.map((row) => [row.line, row.reason])).toEqual([
      [4, 'parent_email is not an e-mail address'],
      [5, 'school_year 2030 is not 2021, 2022, 2023 or empty'],
      [6, 'homeschooled is not true or false'],
      [7, 'award_amount lots is not an amount of dollars'],
      [8, 'has 7 values, expected 8'],
      [10, 'parent_first_name has a control character or broken text'],
    ]);
    expect(report.rejectedCsv?.split('\n')[0]).toBe(`${header},reason`);
    expect(report.rejectedCsv).toContain(
      'not-an-email,Bad,Row,Kid,Row,2023,false,1000,parent_email is not an e-mail address',
    );

    const parents = await database.db.select().from(users).where(eq(users.type, 'Parent')).orderBy(asc(users.email));
    expect(parents.map((parent) => parent.email)).toEqual(['ana.lopez@example.com', 'cy@example.com']);
    const kids = await database.db.select().from(children).orderBy(asc(children.firstName));
    expect(kids.map((kid) => [kid.firstName, kid.schoolYear, kid.homeSchooled, kid.awardCents])).toEqual([
      ['Ann, Marie', 2022, true, 100_050],
      ['Eva', 2023, false, 100_000],
      ['Leo', null, true, 50_000],
    ]);
  });

  it('changes nothing when the same list is imported again, and updates an award that changed', async () => {
    const csv = `${header}\nana.lopez@example.com,Ana,Lopez,Eva,Lopez,2023,false,1200\n`;
    const first = await importAwards(database.db, csv);
    const second = await importAwards(database.db, csv);
    expect([first.imported, second.imported, second.rejected.length]).toEqual([1, 1, 0]);
    const evas = await database.db.select().from(children).where(eq(children.firstName, 'Eva'));
    expect(evas.map((eva) => eva.awardCents)).toEqual([120_000]);
  });

  it('refuses a list without the expected columns before touching anything', async () => {
    await expect(importAwards(database.db, 'email,name\na@example.com,A\n')).rejects.toThrow(
      'The award list has no column parent_email',
    );
  });
});
