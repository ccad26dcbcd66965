import { describe, expect, it } from 'vitest';
import { businessDayDuration } from './business-day-durations.ts';

describe('businessDayDuration', () => {
  it('interpolates the median and 90th percentile between the nearest claims, as percentile_cont does', () => {
    // Submitted on Monday 11 September 2023; decided 1, 2, 3 and 4 business days later.
    const rows = ['2023-09-12', '2023-09-13', '2023-09-14', '2023-09-15'].map((endedOn) => ({
      submittedOn: '2023-09-11',
      endedOn,
      claims: 1,
    }));
    expect(businessDayDuration(rows)).toEqual({ claims: 4, medianBusinessDays: 2.5, p90BusinessDays: 3.7 });
  });

  it('counts business days only, and claims that share their days once each', () => {
    // Friday to the Tuesday after Labor Day: one business day; ten such claims.
    expect(businessDayDuration([{ submittedOn: '2023-09-01', endedOn: '2023-09-05', claims: 10 }])).toEqual({
      claims: 10,
      medianBusinessDays: 1,
      p90BusinessDays: 1,
    });
  });

  it('has no figure without claims', () => {
    expect(businessDayDuration([])).toEqual({ claims: 0, medianBusinessDays: null, p90BusinessDays: null });
  });
});
