import { describe, expect, it } from 'vitest';
import { translatorFor } from './messages/translate.ts';
import {
  claimYearOverIssue,
  closesToday,
  settleUnspent,
  unsettledCents,
  yearEndMoves,
  yearEndNotes,
  yearEndSummaries,
} from './year-closing.ts';
import type { SchoolYearRecord } from './entities.ts';

const year = (startYear: number, rule: Partial<SchoolYearRecord> = {}): SchoolYearRecord => ({
  startYear,
  firstDateOfService: `${String(startYear)}-07-01`,
  lastClaimDay: `${String(startYear + 1)}-08-31`,
  defaultAward: 1000,
  state: 'open',
  unspentFunds: 'roll_over',
  rollOverCap: null,
  ...rule,
});

describe('closing a year (ADR 0032)', () => {
  it('closes an open year after its last claim day, a rolling one once its next year exists', () => {
    const years = [year(2030), year(2031)];
    expect(closesToday(years, year(2030), '2031-08-31')).toBe(false);
    expect(closesToday(years, year(2030), '2031-09-01')).toBe(true);
    expect(closesToday(years, year(2031), '2032-09-01')).toBe(false);
    expect(closesToday(years, year(2031, { unspentFunds: 'lapse' }), '2032-09-01')).toBe(true);
    expect(closesToday(years, year(2030, { state: 'closed' }), '2031-09-01')).toBe(false);
    expect(closesToday(years, year(2030, { lastClaimDay: null }), '2040-01-01')).toBe(false);
  });

  it('settles what is neither spent, held nor settled: rolled over up to the cap over all roll-overs, or lapsed', () => {
    const moves = { rolledInCents: 5_000, rolledOutCents: 0, lapsedCents: 0 };
    const unspent = unsettledCents(
      { amountCents: 100_000, instalments: [] },
      { acceptedCents: 20_000, pendingCents: 10_000 },
      moves,
    );
    expect(unspent).toBe(75_000);
    const capped = { unspentFunds: 'roll_over', rollOverCapCents: 30_000 } as const;
    expect(settleUnspent(capped, unspent, 0)).toEqual({ rolledOverCents: 30_000, lapsedCents: 45_000 });
    expect(settleUnspent(capped, 10_000, 25_000)).toEqual({ rolledOverCents: 5_000, lapsedCents: 5_000 });
    expect(settleUnspent({ unspentFunds: 'roll_over', rollOverCapCents: null }, unspent, 0)).toEqual({
      rolledOverCents: 75_000,
      lapsedCents: 0,
    });
    expect(settleUnspent({ unspentFunds: 'lapse', rollOverCapCents: null }, unspent, 0)).toEqual({
      rolledOverCents: 0,
      lapsedCents: 75_000,
    });
    expect(settleUnspent(capped, 0, 0)).toEqual({ rolledOverCents: 0, lapsedCents: 0 });
  });

  it('sums a child’s settlements per year and tells the parent what moved and why, in their language', () => {
    const settlements = [
      { schoolYear: 2030, intoYear: 2031, rolledOverCents: 30_000, lapsedCents: 40_000 },
      { schoolYear: 2030, intoYear: null, rolledOverCents: 0, lapsedCents: 10_000 },
    ];
    expect(yearEndMoves(settlements, 2030)).toEqual({ rolledInCents: 0, rolledOutCents: 30_000, lapsedCents: 50_000 });
    expect(yearEndMoves(settlements, 2031)).toEqual({ rolledInCents: 30_000, rolledOutCents: 0, lapsedCents: 0 });
    const [summary] = yearEndSummaries(settlements, [year(2030, { rollOverCap: 300 }), year(2031)]);
    expect(summary).toEqual({
      schoolYear: 2030,
      intoYear: 2031,
      rolledOver: 300,
      lapsed: 500,
      rule: 'roll_over',
      rollOverCap: 300,
    });
    if (summary === undefined) throw new Error('no summary');
    expect(yearEndNotes(summary, translatorFor('en'))).toEqual([
      '$300 unspent in 2030-2031 rolled over into 2031-2032.',
      '$500 unspent in 2030-2031 went back to the program: no more than $300 of 2030-2031 rolls over.',
    ]);
    expect(yearEndNotes({ ...summary, rolledOver: 0, intoYear: null, rule: 'lapse' }, translatorFor('es'))).toEqual([
      '$500 no gastados en 2030-2031 volvieron al programa: los fondos no gastados de 2030-2031 no pasan al año siguiente.',
    ]);
  });

  it('lists the closed years oldest first and passes over a year the programme does not have', () => {
    const settlements = [
      { schoolYear: 2031, intoYear: null, rolledOverCents: 0, lapsedCents: 2_500 },
      { schoolYear: 2029, intoYear: 2030, rolledOverCents: 9_900, lapsedCents: 0 },
      { schoolYear: 2030, intoYear: 2031, rolledOverCents: 1_000, lapsedCents: 0 },
    ];
    const years = [year(2030, { unspentFunds: 'lapse' }), year(2031)];
    expect(yearEndSummaries(settlements, years).map((summary) => [summary.schoolYear, summary.rule])).toEqual([
      [2030, 'lapse'],
      [2031, 'roll_over'],
    ]);
  });

  it('refuses a claim charged to a year past its last claim day or closed, not one without a year', () => {
    const years = [year(2030), year(2031, { lastClaimDay: null, state: 'closed' })];
    const en = translatorFor('en');
    expect(claimYearOverIssue(years, 2030, '2031-08-31', en)).toBeNull();
    expect(claimYearOverIssue(years, 2030, '2031-09-01', en)).toBe(
      'Claims for 2030-2031 could be submitted until 08/31/2031.',
    );
    expect(claimYearOverIssue(years, 2031, '2031-09-01', translatorFor('es'))).toBe(
      '2031-2032 está cerrado y no acepta más solicitudes.',
    );
    expect(claimYearOverIssue(years, null, '2040-01-01', en)).toBeNull();
  });
});
