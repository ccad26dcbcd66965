import { centsToDollars, programmeYears, type ProgrammeYears, type SchoolYearRecord } from '@ace/domain';
import type { Database } from '../../db/client.ts';
import { listSchoolYears, type SchoolYearRow } from './school-years.repository.ts';

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
