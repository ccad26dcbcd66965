import { describe, expect, it } from 'vitest';
import { programmeYearsSchema } from './entities.ts';
import { translate } from './messages/translate.ts';
import {
  childYearLabel,
  claimYearLabel,
  earliestDateOfService,
  earliestDateOfServiceRules,
  earliestDateOfServiceText,
  isSchoolYear,
  latestSchoolYearsFirst,
  parseSchoolYear,
  parseSchoolYearOrNone,
  programmeYears,
  schoolYearLabel,
  schoolYearRange,
} from './school-years.ts';
import { buildSchoolYear, specSchoolYears } from './school-years.test-support.ts';

const years = specSchoolYears();
/** The programme six years on: 2021 to 2026, given in no order. */
const sixYears = programmeYears([
  buildSchoolYear(2026, { state: 'upcoming' }),
  ...years,
  buildSchoolYear(2025),
  buildSchoolYear(2024),
]);

describe('school years', () => {
  it.each([
    [2021, '2021-2022 | Y1'],
    [2022, '2022-2023 | Y2'],
    [2023, '2023-2024 | Y3'],
    [2024, '2024-2025 | Y4'],
    [2025, '2025-2026 | Y5'],
    [2026, '2026-2027 | Y6'],
  ] as const)('labels %i as %j, counting from the programme’s first year', (year, label) => {
    expect(schoolYearLabel(sixYears, year)).toBe(label);
  });

  it('counts from the first year the programme has, whichever it is', () => {
    expect(schoolYearLabel(programmeYears([buildSchoolYear(2030), buildSchoolYear(2031)]), 2031)).toBe(
      '2031-2032 | Y2',
    );
  });

  it.each([2020, 2024, '2021', null, undefined, 2021.5])('throws on the unknown school year %j', (year) => {
    expect(isSchoolYear(years, year)).toBe(false);
    expect(() => parseSchoolYear(years, year)).toThrow(`Unknown school year: ${String(year)}`);
    expect(() => schoolYearLabel(years, year as number)).toThrow('Unknown school year');
  });

  it('knows a year once the programme has it as data', () => {
    expect(isSchoolYear(years, 2026)).toBe(false);
    expect(parseSchoolYear(sixYears, 2026)).toBe(2026);
  });

  it('reads a stored school year, none included', () => {
    expect(parseSchoolYearOrNone(years, 2022)).toBe(2022);
    expect(parseSchoolYearOrNone(years, null)).toBeNull();
    expect(() => parseSchoolYearOrNone(years, 2020)).toThrow('Unknown school year: 2020');
  });

  it('names the claim year, N/A without one', () => {
    expect(schoolYearRange(2026)).toBe('2026-2027');
    expect(claimYearLabel(2023, translate)).toBe('2023-2024');
    expect(claimYearLabel(null, translate)).toBe('N/A');
  });

  it('names the child year, N/A without one', () => {
    expect(childYearLabel(years, 2022, translate)).toBe('2022-2023 | Y2');
    expect(childYearLabel(years, null, translate)).toBe('N/A');
  });

  it('offers the latest year first', () => {
    expect(latestSchoolYearsFirst(sixYears)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('reads the years as the API sends them, and refuses a year that is not a whole number', () => {
    expect(programmeYearsSchema.parse(years)).toEqual(years);
    expect(programmeYearsSchema.safeParse([buildSchoolYear(2021.5)]).success).toBe(false);
  });
});

describe('earliest date of service', () => {
  it.each([
    [2021, '2022-04-25'],
    [null, '2022-04-25'],
    [2022, '2022-07-01'],
    [2023, '2023-07-01'],
  ] as const)('is %s → %s', (year, date) => {
    expect(earliestDateOfService(years, year)).toBe(date);
  });

  it('is the year’s own first date of service for a year added as data; none follows the first year', () => {
    const later = programmeYears([...years, buildSchoolYear(2026, { firstDateOfService: '2026-08-15' })]);
    expect(earliestDateOfService(later, 2026)).toBe('2026-08-15');
    expect(earliestDateOfService(later, null)).toBe('2022-04-25');
  });

  it('throws on an unknown school year, and for a child without one when the programme has no years', () => {
    expect(() => earliestDateOfService(years, 2030)).toThrow('Unknown school year: 2030');
    expect(() => earliestDateOfService([], null)).toThrow('The programme has no school years');
  });

  it('reads as the reviewers see it', () => {
    expect(earliestDateOfServiceText(years, 2021, translate)).toBe('2021-2022 from 4/25/2022');
    expect(earliestDateOfServiceRules(years, translate)).toEqual([
      '2021-2022 from 4/25/2022',
      '2022-2023 from 7/1/2022',
      '2023-2024 from 7/1/2023',
    ]);
  });
});
