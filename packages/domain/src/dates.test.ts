import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatListDate,
  formatShortDate,
  formatStaffTime,
  isIsoDate,
  programmeDate,
  startOfProgrammeDay,
} from './dates.ts';
import { setLocaleSource, type Locale } from './messages/locales.ts';
import { translatorFor } from './messages/translate.ts';

const isoDates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isIsoDate', () => {
  it.each(['2022-04-25', '2024-02-29', '2023-12-31'])('accepts %j', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '2022-13-01', '2022-00-10', '2022-4-25', '04/25/2022', '2022-04-25T00:00:00Z', ''])(
    'refuses %j',
    (date) => {
      expect(isIsoDate(date)).toBe(false);
    },
  );

  it('answers the same for a string read again, and after more strings than it keeps', () => {
    expect([isIsoDate('2024-02-29'), isIsoDate('2023-02-29')]).toEqual([true, false]);
    for (let day = 0; day < 12_000; day += 1) isIsoDate(addDays('2000-01-01', day));
    for (let day = 0; day < 12_000; day += 1) isIsoDate(`2000-02-${String(day)}`);
    expect([isIsoDate('2024-02-29'), isIsoDate('2023-02-29')]).toEqual([true, false]);
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2022-12-15', 30)).toBe('2023-01-14');
    expect(addDays('2022-07-01', -1)).toBe('2022-06-30');
  });

  it('goes back where it came from, and orders dates as their text does', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -400, max: 400 }), (date, days) => {
        const moved = addDays(date, days);
        expect(isIsoDate(moved)).toBe(true);
        expect(addDays(moved, -days)).toBe(date);
        expect(Math.sign(moved.localeCompare(date))).toBe(Math.sign(days));
      }),
    );
  });

  it('refuses a date that is not one', () => {
    expect(() => addDays('2023-02-29', 1)).toThrow('Not an ISO date: 2023-02-29');
  });
});

describe('programmeDate', () => {
  it("counts the day in Ohio's time zone, daylight saving or not", () => {
    expect(programmeDate(new Date('2026-11-22T04:59:59Z'))).toBe('2026-11-21');
    expect(programmeDate(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
    expect(programmeDate(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06-30');
    expect(programmeDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it("is the day Intl reads in Ohio at the first and last minute of every hour from 2019 to 2031, and at each millisecond's edge", () => {
    const ohio = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const hour = 3_600_000;
    for (let ms = Date.UTC(2019, 0, 1); ms < Date.UTC(2032, 0, 1); ms += hour) {
      for (const instant of [ms, ms + 59_999, ms + hour - 1]) {
        const at = new Date(instant);
        if (programmeDate(at) !== ohio.format(at)) expect(programmeDate(at)).toBe(ohio.format(at));
      }
    }
    expect(() => programmeDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatListDate', () => {
  it('writes an ISO date as MM/DD/YYYY', () => {
    expect(formatListDate('2022-04-05')).toBe('04/05/2022');
  });

  it('writes a timestamp as the day it fell on in Ohio', () => {
    expect(formatListDate('2023-01-01T03:00:00.000Z')).toBe('12/31/2022');
    expect(formatListDate('2023-01-01T12:00:00+00:00')).toBe('01/01/2023');
  });

  it('writes every date so that it reads back', () => {
    fc.assert(
      fc.property(isoDates, (date) => {
        const [month, day, year] = formatListDate(date).split('/');
        expect(`${year}-${month}-${day}`).toBe(date);
      }),
    );
  });
});

describe('formatShortDate', () => {
  it('drops leading zeros, as the reviewers read dates', () => {
    expect(formatShortDate('2022-04-25')).toBe('4/25/2022');
    expect(formatShortDate('2022-07-01')).toBe('7/1/2022');
  });
});

describe('startOfProgrammeDay', () => {
  it('is midnight in Ohio, in winter and in summer time', () => {
    expect(startOfProgrammeDay('2023-01-15').toISOString()).toBe('2023-01-15T05:00:00.000Z');
    expect(startOfProgrammeDay('2023-07-01').toISOString()).toBe('2023-07-01T04:00:00.000Z');
  });

  it('finds midnight on the days the clocks change, and the day after', () => {
    expect(startOfProgrammeDay('2023-03-12').toISOString()).toBe('2023-03-12T05:00:00.000Z');
    expect(startOfProgrammeDay('2023-03-13').toISOString()).toBe('2023-03-13T04:00:00.000Z');
    expect(startOfProgrammeDay('2023-11-05').toISOString()).toBe('2023-11-05T04:00:00.000Z');
    expect(startOfProgrammeDay('2023-11-06').toISOString()).toBe('2023-11-06T05:00:00.000Z');
  });

  it('is the first instant programmeDate reads as that day', () => {
    fc.assert(
      fc.property(isoDates, (date) => {
        const start = startOfProgrammeDay(date);
        expect(programmeDate(start)).toBe(date);
        expect(programmeDate(new Date(start.getTime() - 1))).toBe(addDays(date, -1));
      }),
    );
  });

  it('refuses a date that is not one', () => {
    expect(() => startOfProgrammeDay('2023-02-30')).toThrow('Not an ISO date: 2023-02-30');
  });
});

describe('formatStaffTime', () => {
  let locale: Locale = 'en';
  beforeAll(() => {
    setLocaleSource(() => locale);
  });
  afterAll(() => {
    setLocaleSource(() => 'en');
  });
  afterEach(() => {
    locale = 'en';
  });

  it("gives the day and the time of day in the programme's time zone, the zone named, in winter and summer", () => {
    expect(formatStaffTime('2026-03-02T15:30:00Z', translatorFor('en'))).toBe('03/02/2026 at 10:30 AM EST');
    expect(formatStaffTime('2023-09-16T02:05:00.000Z', translatorFor('en'))).toBe('09/15/2023 at 10:05 PM EDT');
  });

  it('writes them in the language of the moment', () => {
    locale = 'es';
    expect(formatStaffTime('2026-03-02T15:30:00Z', translatorFor('es'))).toBe('2 mar 2026 a las 10:30 a.m. EST');
  });
});
