import {
  centsToDollars,
  openingRefusal,
  programmeYears,
  schoolYearRange,
  translate,
  type ProgrammeYears,
  type SchoolYearEvent,
  type SchoolYearOpening,
  type SchoolYearRecord,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, RuleError } from '../../errors.ts';
import type { UserRow } from '../callers/callers.repository.ts';
import {
  insertSchoolYear,
  insertSchoolYearEvent,
  listSchoolYearEvents,
  listSchoolYears,
  lockLastSchoolYear,
  type SchoolYearRow,
} from './school-years.repository.ts';

/**
 * How long a process keeps the years it read: they change a few times a year (a year opened, then closed), and every
 * claim, list and figure reads them. Another process sees a year opened here within this time; this process at once
 * (forgetSchoolYears).
 */
export const SCHOOL_YEARS_KEPT_MS = 10_000;

function recordOf(row: SchoolYearRow): SchoolYearRecord {
  return {
    startYear: row.startYear,
    firstDateOfService: row.firstDateOfService,
    lastClaimDay: row.lastClaimDay,
    defaultAward: centsToDollars(row.defaultAwardCents),
    state: row.state,
    unspentFunds: row.unspentFunds,
    rollOverCap: row.rollOverCapCents === null ? null : centsToDollars(row.rollOverCapCents),
  };
}

const kept = new WeakMap<Database, { years: Promise<ProgrammeYears>; until: number }>();

/** The programme's years as the database has them now, read in this transaction (not the ones kept). */
export async function readSchoolYears(db: Executor): Promise<ProgrammeYears> {
  return programmeYears((await listSchoolYears(db)).map(recordOf));
}

/** The programme's school years (ADR 0025), the first first, as this process last read them (SCHOOL_YEARS_KEPT_MS). */
export function programmeSchoolYears(db: Database): Promise<ProgrammeYears> {
  const now = performance.now();
  const known = kept.get(db);
  if (known !== undefined && known.until > now) return known.years;
  const years = listSchoolYears(db).then((rows) => programmeYears(rows.map(recordOf)));
  kept.set(db, { years, until: now + SCHOOL_YEARS_KEPT_MS });
  // A failed read is not kept: the next request reads again.
  years.catch(() => {
    if (kept.get(db)?.years === years) kept.delete(db);
  });
  return years;
}

/** After this process changes the programme's years (opening or closing one): the next read sees the change. */
export function forgetSchoolYears(db: Database): void {
  kept.delete(db);
}

/**
 * POST /api/merit-cs/school-years: support staff open the year after the programme's last (ADR 0025, part 2). The
 * year is added open, and the change written to the years' audit trail, in one transaction; a year the programme has
 * is a 409, any other year or a first date of service not after the last year's a 422. This process reads the new
 * year at once (forgetSchoolYears); the answer is the year and the sentence staff are shown.
 */
export async function openNextSchoolYear(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  staff: UserRow,
  opening: SchoolYearOpening,
): Promise<{ year: SchoolYearRecord; message: string }> {
  const { db, clock } = deps;
  const year = await db.transaction(async (tx) => {
    const last = await lockLastSchoolYear(tx);
    const years = await readSchoolYears(tx);
    const refusal = last === undefined ? null : openingRefusal(years, opening, translate);
    if (refusal?.kind === 'exists')
      throw new ConflictError('SCHOOL_YEAR_EXISTS', refusal.issue.message, [refusal.issue]);
    if (refusal !== null) throw new RuleError('SCHOOL_YEAR_NOT_NEXT', refusal.issue.message, [refusal.issue]);
    const now = clock();
    const row = await insertSchoolYear(tx, {
      startYear: opening.startYear,
      firstDateOfService: opening.firstDateOfService,
      lastClaimDay: opening.lastClaimDay,
      defaultAwardCents: opening.defaultAwardCents,
      state: 'open',
      unspentFunds: opening.unspentFunds,
      rollOverCapCents: opening.rollOverCapCents,
      openedAt: now,
    });
    if (row === undefined) {
      const issue = {
        path: 'startYear',
        message: translate('schoolYears.startYear.exists', { schoolYear: schoolYearRange(opening.startYear) }),
      };
      throw new ConflictError('SCHOOL_YEAR_EXISTS', issue.message, [issue]);
    }
    const opened = recordOf(row);
    await insertSchoolYearEvent(tx, {
      startYear: opened.startYear,
      action: 'opened',
      staffUserId: staff.id,
      before: null,
      after: opened,
      at: now,
    });
    return opened;
  });
  forgetSchoolYears(db);
  return { year, message: translate('schoolYears.opened', { schoolYear: schoolYearRange(year.startYear) }) };
}

/** GET /api/merit-cs/school-years/events: the years' audit trail, the newest first. */
export async function schoolYearTrail(db: Database): Promise<SchoolYearEvent[]> {
  const rows = await listSchoolYearEvents(db);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    startYear: row.startYear,
    staffName: row.firstName === null || row.lastName === null ? null : `${row.firstName} ${row.lastName}`,
    staffEmail: row.email,
    before: row.before,
    after: row.after,
  }));
}
