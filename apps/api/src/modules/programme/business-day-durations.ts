import { businessDayNumber, type IsoDate } from '@ace/domain';

/** So many claims that started on one day and ended on another. */
export interface DayPairCount {
  submittedOn: IsoDate;
  endedOn: IsoDate;
  claims: number;
}

export interface BusinessDayDuration {
  claims: number;
  medianBusinessDays: number | null;
  p90BusinessDays: number | null;
}

/**
 * The median and 90th percentile of how many business days the claims took (the domain's calendar), exact: the
 * percentile of every claim's whole number of days, interpolated between the two nearest claims as PostgreSQL's
 * percentile_cont does (the median of four claims of 1, 2, 3 and 4 days is 2.5, their 90th percentile 3.7).
 */
export function businessDayDuration(rows: readonly DayPairCount[]): BusinessDayDuration {
  // Business days are additive: those from a to b are those from a fixed day to b less those to a, and each day's
  // number is worked out once and kept (a few hundred days for thousands of pairs, the same on every request).
  const byDays = new Map<number, number>();
  for (const row of rows) {
    const days = businessDayNumber(row.endedOn) - businessDayNumber(row.submittedOn);
    byDays.set(days, (byDays.get(days) ?? 0) + row.claims);
  }
  const histogram = [...byDays].sort(([a], [b]) => a - b);
  const claims = histogram.reduce((sum, [, count]) => sum + count, 0);
  if (claims === 0) return { claims, medianBusinessDays: null, p90BusinessDays: null };
  /** The days of the claim at a 0-based rank in the order of days. */
  const daysAt = (rank: number) => {
    let seen = 0;
    for (const [days, count] of histogram) {
      seen += count;
      if (rank < seen) return days;
    }
    throw new Error(`No claim at rank ${String(rank)} of ${String(claims)}`);
  };
  const percentile = (fraction: number) => {
    const position = fraction * (claims - 1);
    const below = Math.floor(position);
    const low = daysAt(below);
    const high = daysAt(Math.ceil(position));
    return Math.round((low + (high - low) * (position - below)) * 100) / 100;
  };
  return { claims, medianBusinessDays: percentile(0.5), p90BusinessDays: percentile(0.9) };
}
