import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  childYearLabel,
  claimYearLabel,
  earliestDateOfService,
  earliestDateOfServiceRules,
  earliestDateOfServiceText,
  isSchoolYear,
  parseSchoolYear,
  parseSchoolYearOrNone,
  schoolYearLabel,
  SCHOOL_YEARS,
  type SchoolYear,
} from './school-years.ts';

describe('school years', () => {
  it.each([
    [2021, '2021-2022 | Y1'],
    [2022, '2022-2023 | Y2'],
    [2023, '2023-2024 | Y3'],
  ] as const)('labels %i as %j', (year, label) => {
    expect(schoolYearLabel(year)).toBe(label);
  });

  it.each([2020, 2024, '2021', null, undefined, 2021.5])('throws on the unknown school year %j', (year) => {
    expect(isSchoolYear(year)).toBe(false);
    expect(() => parseSchoolYear(year)).toThrow(`Unknown school year: ${String(year)}`);
    expect(() => schoolYearLabel(year as SchoolYear)).toThrow('Unknown school year');
  });

  it('reads a stored school year, none included', () => {
    expect(parseSchoolYearOrNone(2022)).toBe(2022);
    expect(parseSchoolYearOrNone(null)).toBeNull();
    expect(() => parseSchoolYearOrNone(2020)).toThrow('Unknown school year: 2020');
  });

  it('names the claim year, N/A without one', () => {
    expect(claimYearLabel(2023, translate)).toBe('2023-2024');
    expect(claimYearLabel(null, translate)).toBe('N/A');
  });

  it('names the child year, N/A without one', () => {
    expect(childYearLabel(2022, translate)).toBe('2022-2023 | Y2');
    expect(childYearLabel(null, translate)).toBe('N/A');
  });
});

describe('earliest date of service', () => {
  it.each([
    [2021, '2022-04-25'],
    [null, '2022-04-25'],
    [2022, '2022-07-01'],
    [2023, '2023-07-01'],
  ] as const)('is %s → %s', (year, date) => {
    expect(earliestDateOfService(year)).toBe(date);
  });

  it('throws on an unknown school year', () => {
    expect(() => earliestDateOfService(2030 as SchoolYear)).toThrow('Unknown school year: 2030');
  });

  it('reads as the reviewers see it', () => {
    expect(earliestDateOfServiceText(2021, translate)).toBe('2021-2022 from 4/25/2022');
    expect(earliestDateOfServiceRules(translate)).toEqual([
      '2021-2022 from 4/25/2022',
      '2022-2023 from 7/1/2022',
      '2023-2024 from 7/1/2023',
    ]);
    expect(SCHOOL_YEARS).toHaveLength(3);
  });
});
