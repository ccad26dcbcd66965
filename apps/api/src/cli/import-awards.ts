import type { Readable } from 'node:stream';
import { isSchoolYear, parseMoney, trimmedText, type ProgrammeYears, type SchoolYear } from '@ace/domain';
import { CsvError } from 'csv-parse';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { registerAwards, type AwardRegistration } from '../modules/awards/registrations.repository.ts';
import { programmeSchoolYears } from '../modules/school-years/school-years.service.ts';
import { MAX_CSV_RECORD_CHARACTERS, readCsv, type CsvRecord } from '../csv.ts';

/** The columns of the programme's award list, named in its header row, in any order. */
export const AWARD_COLUMNS = [
  'parent_email',
  'parent_first_name',
  'parent_last_name',
  'child_first_name',
  'child_last_name',
  'school_year',
  'homeschooled',
  'award_amount',
] as const;

/** Rows registered per statement: about 7,000 values, far below PostgreSQL's limit on one statement. */
const BATCH_ROWS = 1_000;
/** The problems a report lists; it counts the others. */
export const REPORTED_PROBLEMS = 100;

/** A name: the portal's one rule for the characters of a text (no controls), then present and not too long. */
const text = () =>
  trimmedText({ refused: 'has a control character or broken text' })
    .min(1, 'is missing')
    .max(200, 'is longer than 200 characters');

/** 'is not 2021, 2022, 2023 or empty': the programme's years, as its table has them. */
function notAYear(value: string, years: ProgrammeYears): string {
  const known = years.map((year) => String(year.startYear));
  return `${value} is not ${known.length === 0 ? 'a school year of the programme' : known.join(', ')} or empty`;
}

/** A row of the award list; its school year is one of the programme's years (the table school_years) or empty. */
const awardRowSchema = (years: ProgrammeYears) =>
  z.object({
    parent_email: z.string().trim().toLowerCase().pipe(z.email('is not an e-mail address')),
    parent_first_name: text(),
    parent_last_name: text(),
    child_first_name: text(),
    child_last_name: text(),
    school_year: z
      .string()
      .trim()
      .transform((value, ctx): SchoolYear | null => {
        if (value === '') return null;
        const year = Number(value);
        if (!isSchoolYear(years, year)) {
          ctx.addIssue({ code: 'custom', message: notAYear(value, years) });
          return z.NEVER;
        }
        return year;
      }),
    homeschooled: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0'], 'is not true or false (or yes/no, 1/0)'))
      .transform((value) => ['true', 'yes', '1'].includes(value)),
    award_amount: z.string().transform((value, ctx) => {
      const cents = parseMoney(value);
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: `${value} is not an amount of dollars` });
        return z.NEVER;
      }
      return cents;
    }),
  });

type AwardRowSchema = ReturnType<typeof awardRowSchema>;

/** What is wrong with one row: its line, the column when the problem is one value, and the problem in words. */
export interface RowProblem {
  line: number;
  column: string | null;
  problem: string;
}

export interface ImportReport {
  /** The rows the file has, after its header. */
  rows: number;
  /** The rows registered: all of them, or none when any row has a problem. */
  imported: number;
  /** The first REPORTED_PROBLEMS problems, in the order of the file. */
  problems: RowProblem[];
  problemCount: number;
  /** The rows with at least one problem. */
  rowsWithProblems: number;
}

/** The file cannot be imported at all (no header, a missing column, a line that cannot be read): nothing was. */
export class AwardFileError extends Error {}

function checkHeader(names: string[]): string[] {
  const columns = names.map((name) => name.trim().toLowerCase());
  const missing = AWARD_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new AwardFileError(
      `The award list's header (line 1) has no column ${missing.join(', ')}. Expected: ${AWARD_COLUMNS.join(', ')}.`,
    );
  }
  const twice = columns.filter((column, index) => columns.indexOf(column) !== index);
  if (twice.length > 0) throw new AwardFileError(`The award list's header (line 1) names ${twice.join(', ')} twice.`);
  return columns;
}

/** A line csv-parse cannot read past, in words: the file is refused at that line. */
function unreadable(error: CsvError): AwardFileError {
  const line = typeof error.lines === 'number' ? `line ${String(error.lines)}` : 'a line';
  const what: Partial<Record<CsvError['code'], string>> = {
    CSV_QUOTE_NOT_CLOSED: 'a quoted value is never closed',
    CSV_INVALID_CLOSING_QUOTE: 'a quoted value has text after its closing quote',
    CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quoted value has text after its closing quote',
    INVALID_OPENING_QUOTE: 'a value has a quote inside it without being quoted as a whole',
    CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_CSV_RECORD_CHARACTERS.toLocaleString('en-US')} characters (a quote never closed?)`,
  };
  return new AwardFileError(
    `The award list cannot be read at ${line}: ${what[error.code] ?? error.message}. ` +
      'A value with a comma, a quote or a line break is written in quotes, and a quote inside it as two quotes ("").',
  );
}

type CheckedRow = { line: number; award: AwardRegistration } | { line: number; problems: RowProblem[] };

function checkRow(record: CsvRecord, columnCount: number, rowSchema: AwardRowSchema): CheckedRow {
  const { line, values, wrongValueCount } = record;
  if (wrongValueCount !== null) {
    const problem = `has ${String(wrongValueCount)} values, the header ${String(columnCount)} columns`;
    return { line, problems: [{ line, column: null, problem }] };
  }
  const parsed = rowSchema.safeParse(values);
  if (!parsed.success) {
    return {
      line,
      problems: parsed.error.issues.map((issue) => ({
        line,
        column: typeof issue.path[0] === 'string' ? issue.path[0] : null,
        problem: issue.message,
      })),
    };
  }
  const row = parsed.data;
  return {
    line,
    award: {
      parentEmail: row.parent_email,
      parentFirstName: row.parent_first_name,
      parentLastName: row.parent_last_name,
      childFirstName: row.child_first_name,
      childLastName: row.child_last_name,
      schoolYear: row.school_year,
      homeSchooled: row.homeschooled,
      awardCents: row.award_amount,
    },
  };
}

/** The rows of the file, each checked, as the file streams in; the file's own faults throw AwardFileError. */
async function* checkedRows(file: Readable, rowSchema: AwardRowSchema): AsyncGenerator<CheckedRow> {
  const header = { read: false, columns: 0 };
  try {
    for await (const record of readCsv(file, (names) => {
      const columns = checkHeader(names);
      Object.assign(header, { read: true, columns: columns.length });
      return columns;
    })) {
      yield checkRow(record, header.columns, rowSchema);
    }
  } catch (error) {
    throw error instanceof CsvError ? unreadable(error) : error;
  }
  if (!header.read) throw new AwardFileError('The award list is empty: it has no header row, and no rows.');
}

/**
 * Imports the programme's award list, all of it or nothing: each row registers (or updates) a parent and the award
 * of one of their children. A first pass reads the whole file and checks every row, so that a list with a problem
 * (often a whole column, from a spreadsheet saved the wrong way) changes nothing and its report names each problem's
 * line and column; only a list without one is read a second time and registered, in one transaction of batches, so
 * that a failure half-way leaves nothing behind either. The file streams through both passes: memory does not grow
 * with its length. Importing the same list twice changes nothing.
 */
export async function importAwards(db: Database, openFile: () => Readable): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, imported: 0, problems: [], problemCount: 0, rowsWithProblems: 0 };
  const rowSchema = awardRowSchema(await programmeSchoolYears(db));
  for await (const row of checkedRows(openFile(), rowSchema)) {
    report.rows += 1;
    if ('award' in row) continue;
    report.rowsWithProblems += 1;
    report.problemCount += row.problems.length;
    report.problems.push(...row.problems.slice(0, REPORTED_PROBLEMS - report.problems.length));
  }
  if (report.problemCount > 0) return report;
  let imported = 0;
  await db.transaction(async (tx) => {
    let batch: AwardRegistration[] = [];
    for await (const row of checkedRows(openFile(), rowSchema)) {
      if (!('award' in row)) {
        throw new AwardFileError(`The award list changed while it was imported (line ${String(row.line)}).`);
      }
      batch.push(row.award);
      if (batch.length === BATCH_ROWS) {
        await registerAwards(tx, batch);
        imported += batch.length;
        batch = [];
      }
    }
    await registerAwards(tx, batch);
    imported += batch.length;
    if (imported !== report.rows) throw new AwardFileError('The award list changed while it was imported.');
  });
  return { ...report, imported };
}
