import type { SchoolYearRecord } from './entities.ts';
import { programmeYears, type ProgrammeYears } from './school-years.ts';

/** A school year as tests want it: an open year starting 1 July, unless told otherwise. */
export function buildSchoolYear(startYear: number, overrides: Partial<SchoolYearRecord> = {}): SchoolYearRecord {
  return {
    startYear,
    firstDateOfService: `${String(startYear)}-07-01`,
    lastClaimDay: null,
    defaultAward: 1000,
    state: 'open',
    unspentFunds: 'roll_over',
    rollOverCap: null,
    ...overrides,
  };
}

/** The specification's three school years (section 9), as the API's migration 0023 writes them. */
export function specSchoolYears(): ProgrammeYears {
  return programmeYears([
    buildSchoolYear(2021, { firstDateOfService: '2022-04-25', defaultAward: 500 }),
    buildSchoolYear(2022),
    buildSchoolYear(2023),
  ]);
}
