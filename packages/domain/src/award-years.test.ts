import { describe, expect, it } from 'vitest';
import { chargedSchoolYear, firstAwardYear, fundsForDateOfService, otherYearFundsNote } from './award-years.ts';
import { translate, translatorFor } from './messages/translate.ts';
import { programmeYears } from './school-years.ts';
import { buildSchoolYear, specSchoolYears } from './school-years.test-support.ts';

const years = programmeYears([
  ...specSchoolYears(),
  buildSchoolYear(2024),
  buildSchoolYear(2025),
  buildSchoolYear(2026),
]);

describe('the year a claim is charged to (issue 30, ADR 0028)', () => {
  it('is the year its date of service falls in, among the years the child holds an award in', () => {
    expect(chargedSchoolYear(years, [2025, 2026], '2026-03-10')).toBe(2025);
    expect(chargedSchoolYear(years, [2026, 2025], '2026-06-30')).toBe(2025);
    expect(chargedSchoolYear(years, [2025, 2026], '2026-07-01')).toBe(2026);
    expect(chargedSchoolYear(years, [2025, 2026], '2027-09-01')).toBe(2026);
  });

  it("is a child's one award year whatever the date, as before: a year between their awards is not theirs", () => {
    expect(chargedSchoolYear(years, [2023], '2026-11-29')).toBe(2023);
    expect(chargedSchoolYear(years, [2021, 2026], '2025-09-01')).toBe(2021);
  });

  it('is the first year of the child for a date before all of them, and from 4/25/2022 for 2021', () => {
    expect(chargedSchoolYear(years, [2025, 2026], '2025-01-01')).toBe(2025);
    expect(chargedSchoolYear(years, [2021, 2022], '2022-04-25')).toBe(2021);
  });

  it('is none for a child without a school year (N/A), and an unknown year is an error', () => {
    expect(chargedSchoolYear(years, [null], '2026-11-29')).toBeNull();
    expect(chargedSchoolYear(years, [], '2026-11-29')).toBeNull();
    expect(() => chargedSchoolYear(years, [2030], '2031-01-01')).toThrow('Unknown school year: 2030');
  });
});

describe("a child's years on the claim form", () => {
  const ella = {
    schoolYear: 2026,
    dollars: { available: 500, pending: 0, spent: 0, held: 0 },
    otherYears: [
      { schoolYear: 2025, dollars: { available: 120, pending: 30, spent: 850, held: 0 } },
      { schoolYear: 2024, dollars: { available: 0, pending: 0, spent: 1000, held: 0 } },
    ],
  };

  it('start with the first of them, whose rules give the earliest date of service', () => {
    expect(firstAwardYear(ella)).toBe(2024);
    expect(firstAwardYear({ ...ella, otherYears: [] })).toBe(2026);
    expect(firstAwardYear({ ...ella, schoolYear: null, otherYears: [] })).toBeNull();
  });

  it('check an amount against the funds of the year its date of service is charged to', () => {
    expect(fundsForDateOfService(years, ella, '2026-03-10')).toEqual(ella.otherYears[0]);
    expect(fundsForDateOfService(years, ella, '2026-03-10').dollars.available).toBe(120);
    expect(fundsForDateOfService(years, ella, '2024-09-01').dollars.available).toBe(0);
    expect(fundsForDateOfService(years, ella, '2026-09-01').dollars.available).toBe(500);
    expect(fundsForDateOfService(years, ella, '')).toEqual({ schoolYear: ella.schoolYear, dollars: ella.dollars });
    expect(fundsForDateOfService(years, { ...ella, otherYears: [] }, '2020-01-01').dollars.available).toBe(500);
  });

  it("say whose funds a date of another year uses, and what they have available, in the family's language", () => {
    const funds = fundsForDateOfService(years, ella, '2026-03-10');
    expect(otherYearFundsNote(funds, translate)).toBe(
      'A service on this date uses the funds of 2025-2026: $120 available.',
    );
    expect(otherYearFundsNote({ ...funds, dollars: { ...funds.dollars, available: 80.5 } }, translatorFor('es'))).toBe(
      'Un servicio en esta fecha usa los fondos de 2025-2026: $80.50 disponibles.',
    );
  });
});
