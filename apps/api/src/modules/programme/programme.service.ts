import {
  addDays,
  CLAIM_STATUSES,
  centsToDollars,
  isSchoolYear,
  nextMonth,
  PENDING_STATUSES,
  PROGRAMME_TOP_PROVIDERS,
  programmeDate,
  reportedDuration,
  REJECT_REASONS,
  SERVICE_CATEGORIES,
  translate,
  yearEndBalanceCents,
  type IsoDate,
  type IsoMonth,
  type ProgrammeFigures,
  type ProgrammeFiguresQuery,
  type SchoolYearOrNone,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { ValidationError } from '../../errors.ts';
import { programmeSchoolYears } from '../school-years/school-years.service.ts';
import { businessDayDuration } from './business-day-durations.ts';
import {
  awardedCents,
  claimFigures,
  claimFiguresInMonths,
  durations,
  overdueChanges,
  paidCents,
  topProviderFigures,
  yearEndCents,
  type ClaimFigureRow,
  type MonthRange,
} from './programme.repository.ts';

/**
 * The Programme page's figures (issue 21), added up from the figures the database keeps (migration 0017): the funds
 * of the whole school year as of now, the rest of the year's claims submitted in the chosen months. "Claimed" is what
 * claims ask and were not refused (Accepted, Pending and Pending external), as in funds.ts.
 */

const firstDayOf = (month: IsoMonth): IsoDate => `${month}-01`;
const monthOf = (day: IsoDate): IsoMonth => day.slice(0, 7);

/** Every month from `first` to `last`, both included. */
function monthsBetween(first: IsoMonth, last: IsoMonth): IsoMonth[] {
  const months: IsoMonth[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

const lastDayOf = (month: IsoMonth): IsoDate => addDays(firstDayOf(nextMonth(month)), -1);

const isClaimed = (row: ClaimFigureRow) => row.status !== 'Rejected';

function sumOf<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((sum, row) => sum + value(row), 0);
}

/** Each key's claims and cents among the rows. */
function tally<K>(rows: readonly ClaimFigureRow[], keyOf: (row: ClaimFigureRow) => K) {
  const byKey = new Map<K, { claims: number; cents: number }>();
  for (const row of rows) {
    const key = keyOf(row);
    const sum = byKey.get(key) ?? { claims: 0, cents: 0 };
    byKey.set(key, { claims: sum.claims + row.claims, cents: sum.cents + row.amountCents });
  }
  return (key: K) => byKey.get(key) ?? { claims: 0, cents: 0 };
}

/** Claims overdue at providers at the end of each day from `from` (the first change when null) to `to`. */
async function overdueByDay(deps: AppDependencies, schoolYear: SchoolYearOrNone, from: IsoDate | null, to: IsoDate) {
  const { before, changes } = await overdueChanges(deps.db, schoolYear, from, to);
  const start = from ?? changes[0]?.day;
  if (start === undefined) return [];
  const changeOn = new Map(changes.map((row) => [row.day, row.change]));
  const days: { date: IsoDate; claims: number }[] = [];
  let claims = before;
  for (let day = start; day <= to; day = addDays(day, 1)) {
    claims += changeOn.get(day) ?? 0;
    days.push({ date: day, claims });
  }
  return days;
}

/**
 * The query's school year is one of the programme's or none (N/A; its form alone is the query schema's), or a 400
 * before anything is read.
 */
export async function checkProgrammeYear(
  deps: Pick<AppDependencies, 'db'>,
  query: ProgrammeFiguresQuery,
): Promise<void> {
  if (query.schoolYear !== null && !isSchoolYear(await programmeSchoolYears(deps.db), query.schoolYear)) {
    throw new ValidationError([{ path: 'schoolYear', message: translate('programme.query.schoolYearInvalid') }]);
  }
}

export async function programmeFigures(deps: AppDependencies, query: ProgrammeFiguresQuery): Promise<ProgrammeFigures> {
  await checkProgrammeYear(deps, query);
  const { db } = deps;
  const now = deps.clock();
  const today = programmeDate(now);
  const { schoolYear } = query;
  const from = query.from ?? null;
  const to = query.to ?? null;
  const months: MonthRange = {
    first: from === null ? null : firstDayOf(from),
    last: to === null ? null : firstDayOf(to),
  };
  const lastOverdueDay = to === null || lastDayOf(to) > today ? today : lastDayOf(to);
  const wholeYear = months.first === null && months.last === null;
  const [awarded, paid, yearRows, providers, times, overdue, yearEnd] = await Promise.all([
    awardedCents(db, schoolYear),
    paidCents(db, schoolYear),
    claimFigures(db, schoolYear),
    topProviderFigures(db, schoolYear, months, PROGRAMME_TOP_PROVIDERS),
    durations(db, schoolYear, months),
    overdueByDay(deps, schoolYear, months.first, lastOverdueDay),
    yearEndCents(db, schoolYear),
  ]);

  const rows = wholeYear ? yearRows : claimFiguresInMonths(yearRows, months);
  const claimedCents = sumOf(yearRows.filter(isClaimed), (row) => row.amountCents);
  const pendingCents = sumOf(
    yearRows.filter((row) => PENDING_STATUSES.includes(row.status)),
    (row) => row.amountCents,
  );
  const acceptedCents = claimedCents - pendingCents;

  const byStatus = tally(rows, (row) => row.status);
  const claimedRows = rows.filter(isClaimed);
  const byCategory = tally(claimedRows, (row) => row.category);
  const byMonth = tally(claimedRows, (row) => monthOf(row.month));
  const rejected = tally(
    rows.filter((row) => row.status === 'Rejected'),
    (row) => row.rejectionReason,
  );
  const dataMonths = rows.map((row) => monthOf(row.month)).sort();
  const firstMonth = from ?? dataMonths[0];
  const lastMonth = to ?? dataMonths.at(-1);

  return {
    schoolYear,
    from,
    to,
    funds: {
      awarded: centsToDollars(awarded),
      claimed: centsToDollars(claimedCents),
      paid: centsToDollars(paid),
      pending: centsToDollars(pendingCents),
      rolledIn: centsToDollars(yearEnd.rolledInCents),
      rolledOver: centsToDollars(yearEnd.rolledOutCents),
      lapsed: centsToDollars(yearEnd.lapsedCents),
      available: centsToDollars(awarded + yearEndBalanceCents(yearEnd) - acceptedCents - pendingCents),
    },
    claimsByStatus: CLAIM_STATUSES.map((status) => ({
      status,
      claims: byStatus(status).claims,
      amount: centsToDollars(byStatus(status).cents),
    })),
    spendingByCategory: SERVICE_CATEGORIES.map((category) => ({
      category,
      claims: byCategory(category).claims,
      claimed: centsToDollars(byCategory(category).cents),
    })),
    spendingByMonth:
      firstMonth === undefined || lastMonth === undefined
        ? []
        : monthsBetween(firstMonth, lastMonth).map((month) => ({
            month,
            claims: byMonth(month).claims,
            claimed: centsToDollars(byMonth(month).cents),
          })),
    topProviders: providers.map((row) => ({
      providerNumber: row.providerNumber,
      name: row.name,
      claims: row.claims,
      claimed: centsToDollars(row.amountCents),
    })),
    timeToDecision: reportedDuration(businessDayDuration(times.filter((row) => row.kind === 'decision'))),
    timeToPayout: reportedDuration(businessDayDuration(times.filter((row) => row.kind === 'payout'))),
    rejectionsByReason: REJECT_REASONS.map((reason) => ({ reason, claims: rejected(reason).claims })),
    overdueAtProviders: overdue,
    asOf: now.toISOString(),
  };
}
