import { describe, expect, it } from 'vitest';
import { PROGRAMME_DURATION_MIN_CLAIMS, reportedDuration } from './programme-figures.ts';

describe('the times to decide and to pay the programme reports', () => {
  it('gives no median or 90th percentile from too few claims, but says how many there are', () => {
    expect(reportedDuration({ claims: 2, medianBusinessDays: 8, p90BusinessDays: 8.4 })).toEqual({
      claims: 2,
      medianBusinessDays: null,
      p90BusinessDays: null,
    });
    expect(reportedDuration({ claims: 0, medianBusinessDays: null, p90BusinessDays: null })).toEqual({
      claims: 0,
      medianBusinessDays: null,
      p90BusinessDays: null,
    });
  });

  it('gives them from the minimum on', () => {
    const enough = { claims: PROGRAMME_DURATION_MIN_CLAIMS, medianBusinessDays: 6, p90BusinessDays: 9.1 };
    expect(PROGRAMME_DURATION_MIN_CLAIMS).toBe(10);
    expect(reportedDuration(enough)).toEqual(enough);
  });
});
