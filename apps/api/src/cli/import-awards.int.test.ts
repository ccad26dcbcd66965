import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { childAwards, children, parents, schoolYears, users } from '../db/schema.ts';
import { forgetSchoolYears } from '../modules/school-years/school-years.service.ts';
import { AwardFileError, importAwards, REPORTED_PROBLEMS } from './import-awards.ts';

let database: TestDatabase;
const folder = mkdtempSync(join(tmpdir(), 'ace-award-lists-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(users).where(eq(users.type, 'Parent'));
});

const header =
  'parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled,award_amount';

let files = 0;
function listFile(text: string): string {
  files += 1;
  const path = join(folder, `awards-${String(files)}.csv`);
  writeFileSync(path, text);
  return path;
}

/** The award list as the CLI reads it: a file, opened anew for each pass. */
function importList(text: string) {
  const path = listFile(text);
  return importAwards(database.db, () => createReadStream(path, { highWaterMark: 64 }));
}

/** `cli.ts import-awards FILE` as an operator runs it: its exit code and what it printed. */
function runImport(text: string): Promise<{ code: number; output: string }> {
  // PGlite is one process's: the command gets an embedded database of its own (it migrates it on its first run).
  const env = database.url === undefined ? { DATA_DIR: join(folder, 'cli-data') } : { DATABASE_URL: database.url };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(import.meta.dirname, '..', 'cli.ts'), 'import-awards', listFile(text)],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env } },
      (error, stdout, stderr) => {
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, output: stdout + stderr });
      },
    );
  });
}

async function registered() {
  const rows = await database.db
    .select()
    .from(children)
    .innerJoin(users, eq(users.id, children.parentId))
    .innerJoin(childAwards, eq(childAwards.childId, children.id))
    .orderBy(asc(users.email), asc(children.firstName), asc(childAwards.schoolYear));
  return rows.map(({ users: parent, children: kid, child_awards: award }) => [
    parent.email,
    `${parent.firstName} ${parent.lastName}`,
    kid.firstName,
    award.schoolYear,
    kid.homeSchooled,
    award.amountCents,
  ]);
}

describe('import-awards', () => {
  it('registers every row of a good list: BOM, CRLF, quoted commas and quotes, columns in any order', async () => {
    const list = [
      'Award_Amount,parent_email,parent_first_name,parent_last_name,child_first_name,child_last_name,school_year,homeschooled',
      '"1,000",Ana.Lopez@Example.com,Ana,Lopez,Eva,Lopez,2023,false',
      '500,ana.lopez@example.com,Ana,Lopez,Leo,Lopez,,yes',
      '1000.50,cy@example.com,Cy,"O""Day","Ann, Marie",Day,2022,true',
      '"1,200",di@example.com,Di,Fox,Kit,Fox,2021,0',
    ].join('\r\n');
    const report = await importList(`\uFEFF${list}\r\n`);
    expect(report).toEqual({ rows: 4, imported: 4, problems: [], problemCount: 0, rowsWithProblems: 0 });
    expect(await registered()).toEqual([
      ['ana.lopez@example.com', 'Ana Lopez', 'Eva', 2023, false, 100_000],
      ['ana.lopez@example.com', 'Ana Lopez', 'Leo', null, true, 50_000],
      ['cy@example.com', `Cy O"Day`, 'Ann, Marie', 2022, true, 100_050],
      ['di@example.com', 'Di Fox', 'Kit', 2021, false, 120_000],
    ]);
  });

  it('takes a year the programme has as data, and names the years it has when a row gives another', async () => {
    await database.db.insert(schoolYears).values({
      startYear: 2026,
      firstDateOfService: '2026-07-01',
      defaultAwardCents: 100_000,
      state: 'upcoming',
      unspentFunds: 'roll_over',
    });
    forgetSchoolYears(database.db);
    try {
      const refused = await importList(`${header}\nbo@example.com,Bo,Ray,Kim,Ray,2027,false,1000\n`);
      expect(refused.problems).toEqual([
        { line: 2, column: 'school_year', problem: '2027 is not 2021, 2022, 2023, 2026 or empty' },
      ]);
      const report = await importList(`${header}\nbo@example.com,Bo,Ray,Kim,Ray,2026,false,1500\n`);
      expect(report).toMatchObject({ rows: 1, imported: 1 });
      expect(await registered()).toEqual([['bo@example.com', 'Bo Ray', 'Kim', 2026, false, 150_000]]);
    } finally {
      await database.db.delete(users).where(eq(users.type, 'Parent'));
      await database.db.delete(schoolYears).where(eq(schoolYears.startYear, 2026));
      forgetSchoolYears(database.db);
    }
  });

  it('imports nothing from a list with a bad row, and names each problem’s line and column', async () => {
    const list = [
      header,
      'ok@example.com,Ok,Row,Kid,Row,2023,false,1000',
      'not-an-email,Bad,Row,Kid,Row,2023,false,1000',
      'bo@example.com,Bo,Ray,"Kim',
      'Lee",Ray,2030,false,1000',
      'bo@example.com,Bo,Ray,Kim,Ray,2022,maybe,lots',
      'bo@example.com,Bo,Ray,Kim,Ray,2022,false',
      '',
      'di@example.com,Di\u0000,Fox,,Fox,2022,false,1000',
      'ok2@example.com,Ok,Row,Kid,Row,2022,false,1000,extra',
    ].join('\n');
    const report = await importList(list);
    expect(report).toMatchObject({ rows: 7, imported: 0, problemCount: 9, rowsWithProblems: 6 });
    expect(report.problems).toEqual([
      { line: 3, column: 'parent_email', problem: 'is not an e-mail address' },
      // A quoted value may hold a line break, a name may not.
      { line: 4, column: 'child_first_name', problem: 'has a control character or broken text' },
      { line: 4, column: 'school_year', problem: '2030 is not 2021, 2022, 2023 or empty' },
      { line: 6, column: 'homeschooled', problem: 'is not true or false (or yes/no, 1/0)' },
      { line: 6, column: 'award_amount', problem: 'lots is not an amount of dollars' },
      { line: 7, column: null, problem: 'has 7 values, the header 8 columns' },
      { line: 9, column: 'parent_first_name', problem: 'has a control character or broken text' },
      { line: 9, column: 'child_first_name', problem: 'is missing' },
      { line: 10, column: null, problem: 'has 9 values, the header 8 columns' },
    ]);
    expect(await registered()).toEqual([]);
  });

  it(`lists the first ${String(REPORTED_PROBLEMS)} problems and counts the others`, async () => {
    const rows = Array.from({ length: 150 }, (_, index) => `p${String(index)}@example.com,P,Q,K,Q,2022,false,none`);
    const report = await importList([header, ...rows].join('\n'));
    expect(report).toMatchObject({ rows: 150, imported: 0, problemCount: 150, rowsWithProblems: 150 });
    expect(report.problems).toHaveLength(REPORTED_PROBLEMS);
    expect(report.problems.at(-1)).toEqual({
      line: REPORTED_PROBLEMS + 1,
      column: 'award_amount',
      problem: 'none is not an amount of dollars',
    });
  });

  it('registers a list longer than a batch, a later row of the same child updating an earlier one', async () => {
    const rows = Array.from(
      { length: 2_500 },
      (_, index) =>
        `family${String(index % 1_200)}@example.com,Pat,Family${String(index % 1_200)},Kid,One,2022,false,${String(index)}`,
    );
    const report = await importList([header, ...rows].join('\n'));
    expect(report).toMatchObject({ rows: 2_500, imported: 2_500, problemCount: 0 });
    expect(await database.db.$count(users, eq(users.type, 'Parent'))).toBe(1_200);
    expect(await database.db.$count(parents)).toBe(1_200);
    const kids = await registered();
    expect(kids).toHaveLength(1_200);
    // family7's child is on rows 7, 1207 and 2407: the last one's award is kept.
    expect(kids.find((kid) => kid[0] === 'family7@example.com')?.[5]).toBe(240_700);
  });

  it('changes nothing when the same list is imported again, and updates an award and names that changed', async () => {
    await importList(`${header}\nana.lopez@example.com,Ana,Lopez,Eva,Lopez,2023,false,1200\n`);
    const list = `${header}\nANA.LOPEZ@example.com,Anna,López,EVA,lopez,2023,true,1300\n`;
    const first = await importList(list);
    const second = await importList(list);
    expect([first.imported, second.imported, second.problemCount]).toEqual([1, 1, 0]);
    expect(await registered()).toEqual([['ana.lopez@example.com', 'Anna López', 'Eva', 2023, true, 130_000]]);
  });

  it('refuses a list without the expected columns, an empty file or a line it cannot read, before touching anything', async () => {
    await expect(importList('email,name\na@example.com,A\n')).rejects.toThrow(
      new AwardFileError(
        "The award list's header (line 1) has no column parent_email, parent_first_name, parent_last_name, " +
          'child_first_name, child_last_name, school_year, homeschooled, award_amount. Expected: parent_email, ' +
          'parent_first_name, parent_last_name, child_first_name, child_last_name, school_year, homeschooled, ' +
          'award_amount.',
      ),
    );
    await expect(importList(`${header},school_year\n`)).rejects.toThrow(
      "The award list's header (line 1) names school_year twice.",
    );
    await expect(importList('')).rejects.toThrow('The award list is empty: it has no header row, and no rows.');
    await expect(importList('\uFEFF\r\n\r\n')).rejects.toThrow('The award list is empty');
    await expect(
      importList(
        `${header}\nok@example.com,Ok,Row,Kid,Row,2023,false,1000\nbo@example.com,"Bo" Jr,Ray,Kim,Ray,,no,1\n`,
      ),
    ).rejects.toThrow('The award list cannot be read at line 3: a quoted value has text after its closing quote.');
    await expect(importList(`${header}\nbo@example.com,"Bo,Ray,Kim,Ray,,no,1\n`)).rejects.toThrow(
      'The award list cannot be read at line 2: a quoted value is never closed.',
    );
    expect(await registered()).toEqual([]);
  });

  // Three runs of the command, each a node process that opens an embedded database (the first also migrates it):
  // over 30 s in CI, where two test files share two cores, 86 s beside the browser stories, and over 240 s on a
  // machine running slow.
  it(
    'tells the operator, from the command line, what was imported or each problem and where',
    { timeout: 480_000 },
    async () => {
      const good = await runImport(`${header}\nok@example.com,Ok,Row,Kid,Row,2023,false,1000\n`);
      expect(good).toEqual({ code: 0, output: 'Imported the 1 row.\n' });
      const bad = await runImport(
        `${header}\nok@example.com,Ok,Row,Kid,Row,2023,false,1000\nbo@example.com,Bo,Ray,Kim,Ray,2030,false,1000\n`,
      );
      expect(bad.code).toBe(2);
      expect(bad.output).toMatch(
        /^Nothing was imported: 1 of 2 rows have a problem \(1 in all\)\. Fix them in .+\.csv and import it again\.\n {2}line 3, school_year: 2030 is not 2021, 2022, 2023 or empty\n$/,
      );
      const unreadable = await runImport('');
      expect(unreadable).toEqual({ code: 1, output: 'The award list is empty: it has no header row, and no rows.\n' });
    },
  );
});
