import { describe, expect, it } from 'vitest';
import { addDays, startOfProgrammeDay } from './dates.ts';
import { messagesOf } from './messages-of.test-support.ts';
import { claimAgeBusinessDays, staffQueueQuerySchema, submittedBeforeForAge } from './staff-queue.ts';

/** Noon in Ohio on a day: a submission that day. */
const noonOf = (day: string) => new Date(startOfProgrammeDay(day).getTime() + 12 * 3_600_000);

describe('claimAgeBusinessDays', () => {
  it('counts the business days since the day of submission, in Ohio', () => {
    // Friday 30 June 2023; Monday 3 July; Tuesday 4 July is a holiday.
    expect(claimAgeBusinessDays(noonOf('2023-06-30'), '2023-06-30')).toBe(0);
    expect(claimAgeBusinessDays(noonOf('2023-06-30'), '2023-07-02')).toBe(0);
    expect(claimAgeBusinessDays(noonOf('2023-06-30'), '2023-07-05')).toBe(2);
    // 02:00 UTC on 1 July is still 30 June in Ohio.
    expect(claimAgeBusinessDays(new Date('2023-07-01T02:00:00Z'), '2023-07-03')).toBe(1);
  });
});

describe('submittedBeforeForAge', () => {
  it('is no limit for an age of 0', () => {
    expect(submittedBeforeForAge('2023-07-05', 0)).toBeNull();
  });

  it('selects exactly the claims at least that many business days old, whatever today is', () => {
    for (let offset = 0; offset < 21; offset += 1) {
      const today = addDays('2023-06-26', offset);
      for (const minDays of [1, 2, 3, 5, 10]) {
        const before = submittedBeforeForAge(today, minDays);
        for (let back = 0; back < 25; back += 1) {
          const submitted = noonOf(addDays(today, -back));
          const oldEnough = claimAgeBusinessDays(submitted, today) >= minDays;
          expect({ today, minDays, back, selected: before !== null && submitted < before }).toEqual({
            today,
            minDays,
            back,
            selected: oldEnough,
          });
        }
      }
    }
  });
});

describe('staffQueueQuerySchema', () => {
  it('reads a provider number, an age and a page, blanks as unset', () => {
    expect(staffQueueQuerySchema().parse({ providerNumber: '123456', minAgeDays: '10' })).toEqual({
      providerNumber: '123456',
      minAgeDays: 10,
      limit: 25,
    });
    expect(staffQueueQuerySchema().parse({ providerNumber: '', minAgeDays: '' })).toEqual({ limit: 25 });
  });

  it('refuses a bad provider number or age with the forms’ texts', () => {
    expect(messagesOf(staffQueueQuerySchema(), { providerNumber: '12', minAgeDays: '-1' })).toEqual({
      providerNumber: 'Please enter valid service provider number',
      minAgeDays: 'Please enter a whole number of business days from 0 to 1000',
    });
    expect(messagesOf(staffQueueQuerySchema(), { minAgeDays: '1001' })).toEqual({
      minAgeDays: 'Please enter a whole number of business days from 0 to 1000',
    });
  });
});
