import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayNumber,
  businessDaysBetween,
  federalHolidays,
  isBusinessDay,
} from './business-days.ts';
import { addDays } from './dates.ts';

const isoDates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('federalHolidays', () => {
  it('gives the days off the Office of Personnel Management lists for 2026 and 2027', () => {
    expect(federalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(federalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it('observes a Saturday New Year’s Day on the last day of the year before', () => {
    expect(federalHolidays(2022)[0]).toBe('2021-12-31');
    expect(isBusinessDay('2021-12-31')).toBe(false);
    expect(isBusinessDay('2022-12-30')).toBe(true);
  });

  it('has Juneteenth from 2021 only', () => {
    expect(federalHolidays(2020)).toHaveLength(10);
    expect(federalHolidays(2021)).toContain('2021-06-18');
  });

  it('puts every day off on a weekday, eleven a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2021, max: 2200 }), (year) => {
        const days = federalHolidays(year);
        expect(new Set(days).size).toBe(11);
        for (const day of days) expect([1, 2, 3, 4, 5]).toContain(weekdayOf(day));
      }),
    );
  });
});

describe('isBusinessDay', () => {
  it('is false on weekends and holidays, true on other weekdays', () => {
    expect(isBusinessDay('2026-03-07')).toBe(false);
    expect(isBusinessDay('2026-03-08')).toBe(false);
    expect(isBusinessDay('2026-03-09')).toBe(true);
    expect(isBusinessDay('2026-05-25')).toBe(false);
    expect(isBusinessDay('2026-07-03')).toBe(false);
    expect(isBusinessDay('2026-07-06')).toBe(true);
  });

  it('refuses what is not a date', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow('Not an ISO date');
  });
});

describe('addBusinessDays', () => {
  it('skips weekends and holidays', () => {
    // Friday 22 May 2026, then the weekend and Memorial Day.
    expect(addBusinessDays('2026-05-22', 1)).toBe('2026-05-26');
    expect(addBusinessDays('2026-05-22', 10)).toBe('2026-06-08');
    expect(addBusinessDays('2026-05-26', -1)).toBe('2026-05-22');
    // From a Saturday: the Monday is the first.
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-07');
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => addBusinessDays('2026-03-09', 1.5)).toThrow('whole number');
  });

  it('lands on a business day, later than it started, and is undone by going back', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: 1, max: 60 }), (date, count) => {
        const moved = addBusinessDays(date, count);
        expect(isBusinessDay(moved)).toBe(true);
        expect(moved > date).toBe(true);
        expect(addBusinessDays(moved, -count) <= date).toBe(true);
        // Never further than the weekends and holidays could push it.
        expect(moved <= addDays(date, count * 2 + 7)).toBe(true);
      }),
    );
  });

  it('adds in steps as it adds at once', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (date, a, b) => {
        expect(addBusinessDays(addBusinessDays(date, a), b)).toBe(addBusinessDays(date, a + b));
      }),
    );
  });
});

describe('businessDaysBetween', () => {
  it('counts the business days after the first day up to the last', () => {
    expect(businessDaysBetween('2026-05-22', '2026-05-26')).toBe(1);
    expect(businessDaysBetween('2026-05-22', '2026-05-22')).toBe(0);
    expect(businessDaysBetween('2026-05-26', '2026-05-22')).toBe(-1);
    expect(businessDaysBetween('2026-12-31', '2027-01-04')).toBe(1);
  });

  it('measures what addBusinessDays added, over years too', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: 0, max: 1000 }), (date, count) => {
        expect(businessDaysBetween(date, addBusinessDays(date, count))).toBe(count);
      }),
    );
  });

  it('is antisymmetric and adds up over a day between', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }), (a, x, y) => {
        const b = addDays(a, x);
        const c = addDays(a, y);
        expect(businessDaysBetween(b, a) + businessDaysBetween(a, b)).toBe(0);
        expect(businessDaysBetween(a, b) + businessDaysBetween(b, c)).toBe(businessDaysBetween(a, c));
      }),
    );
  });
});

describe('businessDayNumber', () => {
  it('numbers the business days so that the difference of two days is the business days between them', () => {
    expect(businessDayNumber('2026-05-26') - businessDayNumber('2026-05-22')).toBe(1);
    expect(businessDayNumber('1999-12-31')).toBeLessThan(businessDayNumber('2000-01-03'));
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -800, max: 800 }), (a, x) => {
        const b = addDays(a, x);
        expect(businessDayNumber(b) - businessDayNumber(a)).toBe(businessDaysBetween(a, b));
        // Kept, and the same when asked again.
        expect(businessDayNumber(b) - businessDayNumber(a)).toBe(businessDaysBetween(a, b));
      }),
    );
  });
});
