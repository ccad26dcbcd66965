import { isSchoolYear, parseMoney, trimmedText, type SchoolYear } from '@ace/domain';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { upsertAwardedChild, upsertParentByEmail } from '../db/registrations.repository.ts';
import { parseCsv, toCsvLine } from '../csv.ts';

/** The columns of the programme's award list, in this order, named in its header row. */
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

/** A name: the portal's one rule for the characters of a text (no controls), then present and not too long. */
const text = (what: string) =>
  trimmedText({ refused: `${what} has a control character or broken text` })
    .min(1, `${what} is missing`)
    .max(200, `${what} is too long`);

const awardRowSchema = z.object({
  parent_email: z.string().trim().toLowerCase().pipe(z.email('parent_email is not an e-mail address')),
  parent_first_name: text('parent_first_name'),
  parent_last_name: text('parent_last_name'),
  child_first_name: text('child_first_name'),
  child_last_name: text('child_last_name'),
  school_year: z
    .string()
    .trim()
    .transform((value, ctx): SchoolYear | null => {
      if (value === '') return null;
      const year = Number(value);
      if (!isSchoolYear(year)) {
        ctx.addIssue({ code: 'custom', message: `school_year ${value} is not 2021, 2022, 2023 or empty` });
        return z.NEVER;
      }
      return year;
    }),
  homeschooled: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['true', 'false', 'yes', 'no', '1', '0'], 'homeschooled is not true or false'))
    .transform((value) => ['true', 'yes', '1'].includes(value)),
  award_amount: z.string().transform((value, ctx) => {
    const cents = parseMoney(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: `award_amount ${value} is not an amount of dollars` });
      return z.NEVER;
    }
    return cents;
  }),
});

export interface RejectedRow {
  line: number;
  values: string[];
  reason: string;
}

export interface ImportReport {
  imported: number;
  rejected: RejectedRow[];
  /** The rejected rows as CSV with a reason column, to fix and import again; null when none was rejected. */
  rejectedCsv: string | null;
}

/**
 * Imports the award list: each valid row registers (or updates) the parent and the child with the award. Rows
 * are independent: a bad row is reported with its line and reason and the others are imported all the same.
 * Importing the same list twice changes nothing.
 */
export async function importAwards(db: Database, csv: string): Promise<ImportReport> {
  const [header, ...rows] = parseCsv(csv);
  const columns = header?.values.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = AWARD_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new Error(`The award list has no column ${missing.join(', ')} (expected: ${AWARD_COLUMNS.join(', ')})`);
  }
  const rejected: RejectedRow[] = [];
  let imported = 0;
  for (const row of rows) {
    if (row.values.length !== columns.length) {
      rejected.push({ ...row, reason: `has ${row.values.length} values, expected ${columns.length}` });
      continue;
    }
    const record = Object.fromEntries(columns.map((column, index) => [column, row.values[index] ?? '']));
    const parsed = awardRowSchema.safeParse(record);
    if (!parsed.success) {
      rejected.push({ ...row, reason: parsed.error.issues.map((issue) => issue.message).join('; ') });
      continue;
    }
    const award = parsed.data;
    try {
      await db.transaction(async (tx) => {
        const parentId = await upsertParentByEmail(tx, {
          email: award.parent_email,
          firstName: award.parent_first_name,
          lastName: award.parent_last_name,
        });
        await upsertAwardedChild(tx, {
          parentId,
          firstName: award.child_first_name,
          lastName: award.child_last_name,
          schoolYear: award.school_year,
          homeSchooled: award.homeschooled,
          awardCents: award.award_amount,
        });
      });
      imported += 1;
    } catch (error) {
      rejected.push({
        ...row,
        reason: `could not be stored: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  }
  const rejectedCsv =
    rejected.length === 0
      ? null
      : [toCsvLine([...columns, 'reason']), ...rejected.map((row) => toCsvLine([...row.values, row.reason]))].join(
          '\n',
        ) + '\n';
  return { imported, rejected, rejectedCsv };
}
