import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import { nextSchoolYearDefaults, openingRefusal, openSchoolYearFormSchema } from './school-year-opening.ts';
import { buildSchoolYear, specSchoolYears } from './school-years.test-support.ts';
import { programmeYears } from './school-years.ts';

describe('opening the next school year', () => {
  it("starts from the year after the last, service from 1 July, the last year's award and rule", () => {
    expect(nextSchoolYearDefaults(specSchoolYears())).toEqual({
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAwardCents: 100_000,
      unspentFunds: 'roll_over',
      rollOverCapCents: null,
    });
    const years = programmeYears([
      ...specSchoolYears(),
      buildSchoolYear(2024, { lastClaimDay: '2028-02-29', defaultAward: 1250.5, unspentFunds: 'lapse' }),
    ]);
    expect(nextSchoolYearDefaults(years)).toMatchObject({
      startYear: 2025,
      lastClaimDay: '2029-02-28',
      defaultAwardCents: 125_050,
      unspentFunds: 'lapse',
      rollOverCapCents: null,
    });
  });

  it('refuses a year the programme has, a gap, and a first date of service not after the last year’s', () => {
    const years = specSchoolYears();
    const opening = { ...nextSchoolYearDefaults(years) };
    expect(openingRefusal(years, opening, translate)).toBeNull();
    expect(openingRefusal(years, { ...opening, startYear: 2023 }, translate)?.kind).toBe('exists');
    expect(openingRefusal(years, { ...opening, startYear: 2025 }, translate)?.kind).toBe('notNext');
    const late = programmeYears([...years, buildSchoolYear(2024, { firstDateOfService: '2025-03-01' })]);
    expect(openingRefusal(late, { ...opening, startYear: 2025, firstDateOfService: '2025-02-01' }, translate)).toEqual({
      kind: 'startsTooEarly',
      issue: {
        path: 'firstDateOfService',
        message: 'The first date of service must be after 3/1/2025, the first date of service of 2024-2025.',
      },
    });
  });

  it('reads the form as typed: money with commas and a dollar sign, an empty cap as none', () => {
    const form = openSchoolYearFormSchema(2024);
    expect(
      form.parse({
        firstDateOfService: '2024-07-01',
        lastClaimDay: '2025-08-31',
        defaultAward: '$1,250.50',
        unspentFunds: 'roll_over',
        rollOverCap: ' ',
      }),
    ).toEqual({
      startYear: 2024,
      firstDateOfService: '2024-07-01',
      lastClaimDay: '2025-08-31',
      defaultAwardCents: 125_050,
      unspentFunds: 'roll_over',
      rollOverCapCents: null,
    });
  });
});
