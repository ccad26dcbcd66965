import {
  closesToday,
  programmeDate,
  settleUnspent,
  unsettledCents,
  yearEndMoves,
  type SchoolYearOrNone,
  type SchoolYearRecord,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Database } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import { listChildrenFunds } from '../awards/awards.repository.ts';
import { lockFamily } from '../claims/claims.repository.ts';
import { insertSchoolYearEvent, listSchoolYears, type SchoolYearRow } from '../school-years/school-years.repository.ts';
import { forgetSchoolYears, readSchoolYears } from '../school-years/school-years.service.ts';
import {
  closeOpenSchoolYear,
  ensureAward,
  insertSettlement,
  listUnsettledAwards,
  type UnsettledAward,
} from './year-closing.repository.ts';
import { notifyYearEnd } from './year-end-mail.ts';

/**
 * Closing a year (issue 30 part 4, docs/adr/0032-closing-a-year.md): a recurring job, in whichever API process takes
 * it, closes each open year after its last claim day and settles its children's unspent funds by the year's rule.
 */
export const YEAR_CLOSING = 'school-years.closing';
export const YEAR_CLOSING_MS = 15 * 60_000;

export function yearClosingRecurringJobs(deps: AppDependencies): RecurringJob[] {
  return [{ kind: YEAR_CLOSING, intervalMs: YEAR_CLOSING_MS, run: () => closeYears(deps).then(() => undefined) }];
}

/** What a run did: the years it closed and how many settlements it wrote. */
export interface ClosingRun {
  closed: number[];
  settlements: number;
}

/**
 * Closes the years due today (a conditional update: one process closes a year, whichever runs), then settles every
 * closed year's award still holding unsettled funds: at the close, and later when a hold pending at the close is
 * released. Running again finds nothing to do.
 */
export async function closeYears(deps: AppDependencies): Promise<ClosingRun> {
  const { db } = deps;
  const now = deps.clock();
  const today = programmeDate(now);
  const years = await readSchoolYears(db);
  const closed: number[] = [];
  for (const year of years) {
    if (closesToday(years, year, today) && (await closeYear(db, year, now))) closed.push(year.startYear);
  }
  if (closed.length > 0) forgetSchoolYears(db);
  const rules = new Map((await listSchoolYears(db)).map((row) => [row.startYear, row]));
  let settlements = 0;
  for (const award of await listUnsettledAwards(db)) {
    const rule = rules.get(award.schoolYear);
    if (rule !== undefined && (await settleAward(db, award, rule, now))) settlements += 1;
  }
  return { closed, settlements };
}

/**
 * Closes one year and writes it to the years' audit trail in one transaction, with no staff member: the portal closed
 * it. False when another runner closed it first.
 */
async function closeYear(db: Database, year: SchoolYearRecord, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await closeOpenSchoolYear(tx, year.startYear, at))) return false;
    const after: SchoolYearRecord = { ...year, state: 'closed' };
    await insertSchoolYearEvent(tx, {
      startYear: year.startYear,
      action: 'closed',
      staffUserId: null,
      before: year,
      after,
      at,
    });
    return true;
  });
}

/**
 * Settles one child's unspent funds of a closed year under the family's lock, the lock a claim is submitted under:
 * what neither the year's claims spent or hold nor an earlier settlement took rolls over into the next year (up to
 * the cap over all the year's roll-overs) or lapses. A second runner finds it settled and writes nothing.
 */
async function settleAward(db: Database, award: UnsettledAward, rule: SchoolYearRow, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockFamily(tx, award.parentId);
    const { funds, audits } = await listChildrenFunds(tx, [award.childId]);
    const { awards, totals, settlements } = funds;
    const { recoveries } = audits;
    const year: SchoolYearOrNone = award.schoolYear;
    const held = awards.find((row) => row.schoolYear === year);
    if (held === undefined) return false;
    const claimed = totals.find((row) => row.schoolYear === year) ?? { acceptedCents: 0, pendingCents: 0 };
    const moves = yearEndMoves(settlements, year);
    const recovered = recoveries.find((row) => row.schoolYear === year)?.recoveredCents ?? 0;
    const share = settleUnspent(rule, unsettledCents(held, claimed, moves, recovered), moves.rolledOutCents);
    if (share.rolledOverCents + share.lapsedCents === 0) return false;
    const intoYear = share.rolledOverCents > 0 ? award.schoolYear + 1 : null;
    if (intoYear !== null) await ensureAward(tx, award.childId, intoYear);
    await insertSettlement(tx, {
      childId: award.childId,
      schoolYear: award.schoolYear,
      intoYear,
      ...share,
      settledAt: at,
    });
    await notifyYearEnd(tx, award.childId, award.schoolYear);
    return true;
  });
}
