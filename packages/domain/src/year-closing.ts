import { formatListDate, type IsoDate } from './dates.ts';
import type { SchoolYearRecord, YearEnd } from './entities.ts';
import type { Award, ClaimTotals } from './funds.ts';
import type { Translate } from './messages/translate.ts';
import { centsToDollars, formatMoney, type Cents } from './money.ts';
import { schoolYearRange, type ProgrammeYears, type UnspentFundsRule } from './school-years.ts';

/**
 * What moved a year's funds at year end (issue 30 part 4, docs/adr/0032-closing-a-year.md): what rolled into the year
 * from the one before, and what rolled out of it into the next or lapsed back to the programme.
 */
export interface YearEndMoves {
  rolledInCents: Cents;
  rolledOutCents: Cents;
  lapsedCents: Cents;
}

export const noYearEndMoves: YearEndMoves = { rolledInCents: 0, rolledOutCents: 0, lapsedCents: 0 };

/** How a year's moves change what its award makes available: in adds, out and lapsed take away. */
export function yearEndBalanceCents(moves: YearEndMoves): Cents {
  return moves.rolledInCents - moves.rolledOutCents - moves.lapsedCents;
}

/**
 * What of a closed year's funds is unspent and not yet settled: the whole award (every instalment counts, the year
 * is over) with what rolled in, less what its claims have spent and still hold, what was settled before and what audits
 * recovered from it (ADR 0034). Pending claims keep their hold; when one is released, what it held is unspent and
 * settled by the same rule.
 */
export function unsettledCents(
  award: Award,
  totals: ClaimTotals,
  moves: YearEndMoves,
  recoveredCents: Cents = 0,
): Cents {
  return award.amountCents + yearEndBalanceCents(moves) - recoveredCents - totals.acceptedCents - totals.pendingCents;
}

/** A settlement of unspent funds: what rolls over into the child's next year and what lapses. */
export interface Settlement {
  rolledOverCents: Cents;
  lapsedCents: Cents;
}

/**
 * Settles unspent funds by the year's rule: a lapsing year lapses all of it; a rolling year rolls it over up to its
 * cap, counted over everything the child's year has rolled over so far, the excess lapsing.
 */
export function settleUnspent(
  rule: { unspentFunds: UnspentFundsRule; rollOverCapCents: Cents | null },
  unspentCents: Cents,
  rolledBeforeCents: Cents,
): Settlement {
  if (unspentCents <= 0) return { rolledOverCents: 0, lapsedCents: 0 };
  if (rule.unspentFunds === 'lapse') return { rolledOverCents: 0, lapsedCents: unspentCents };
  const room = rule.rollOverCapCents === null ? unspentCents : Math.max(0, rule.rollOverCapCents - rolledBeforeCents);
  const rolledOverCents = Math.min(unspentCents, room);
  return { rolledOverCents, lapsedCents: unspentCents - rolledOverCents };
}

/**
 * Whether a year closes today: it is open, its last claim day is set and past, and, when its funds roll over, the
 * programme has its next year to roll them into (else it waits for that year to be opened).
 */
export function closesToday(years: ProgrammeYears, year: SchoolYearRecord, today: IsoDate): boolean {
  if (year.state !== 'open' || year.lastClaimDay === null || today <= year.lastClaimDay) return false;
  return year.unspentFunds === 'lapse' || years.some((other) => other.startYear === year.startYear + 1);
}

/** A settlement as stored: the closed year, the year it rolled into (null when nothing did) and the amounts. */
export interface SettlementRecord extends Settlement {
  schoolYear: number;
  intoYear: number | null;
}

/** What a year's settlements moved: rolled in from the year before, rolled out of and lapsed from this one. */
export function yearEndMoves(settlements: readonly SettlementRecord[], schoolYear: number | null): YearEndMoves {
  const moves = { ...noYearEndMoves };
  for (const settlement of settlements) {
    if (settlement.intoYear === schoolYear) moves.rolledInCents += settlement.rolledOverCents;
    if (settlement.schoolYear === schoolYear) {
      moves.rolledOutCents += settlement.rolledOverCents;
      moves.lapsedCents += settlement.lapsedCents;
    }
  }
  return moves;
}

/**
 * What a parent is told of a closed year's unspent funds (the dashboard's card, the e-mail): what rolled over into
 * which year, and what lapsed and why (the year's rule, or its roll-over cap). Nothing when nothing moved.
 */
export function yearEndNotes(yearEnd: YearEnd, t: Translate): string[] {
  const year = schoolYearRange(yearEnd.schoolYear);
  const notes: string[] = [];
  if (yearEnd.rolledOver > 0 && yearEnd.intoYear !== null) {
    const amount = formatMoney(Math.round(yearEnd.rolledOver * 100));
    notes.push(t('dashboard.yearEnd.rolledOver', { amount, year, nextYear: schoolYearRange(yearEnd.intoYear) }));
  }
  if (yearEnd.lapsed > 0) {
    const amount = formatMoney(Math.round(yearEnd.lapsed * 100));
    notes.push(
      yearEnd.rule === 'roll_over' && yearEnd.rollOverCap !== null
        ? t('dashboard.yearEnd.capped', { amount, year, cap: formatMoney(Math.round(yearEnd.rollOverCap * 100)) })
        : t('dashboard.yearEnd.lapsed', { amount, year }),
    );
  }
  return notes;
}

/** A child's settlements summed per closed year, oldest first, with the year's rule (the dashboard's yearEnd). */
export function yearEndSummaries(settlements: readonly SettlementRecord[], years: ProgrammeYears): YearEnd[] {
  const summaries = new Map<number, YearEnd>();
  for (const settlement of settlements) {
    const record = years.find((year) => year.startYear === settlement.schoolYear);
    if (record === undefined) continue;
    const summary = summaries.get(settlement.schoolYear) ?? {
      schoolYear: settlement.schoolYear,
      intoYear: null,
      rolledOver: 0,
      lapsed: 0,
      rule: record.unspentFunds,
      rollOverCap: record.rollOverCap,
    };
    summary.intoYear = settlement.intoYear ?? summary.intoYear;
    summary.rolledOver = centsToDollars(Math.round(summary.rolledOver * 100) + settlement.rolledOverCents);
    summary.lapsed = centsToDollars(Math.round(summary.lapsed * 100) + settlement.lapsedCents);
    summaries.set(settlement.schoolYear, summary);
  }
  return [...summaries.values()].sort((a, b) => a.schoolYear - b.schoolYear);
}

/**
 * Why a claim charged to this year is refused on `today`, or null when the year still takes claims: a closed year, or
 * one whose last claim day has passed, takes none (a child without a year, none of these).
 */
export function claimYearOverIssue(
  years: ProgrammeYears,
  schoolYear: number | null,
  today: IsoDate,
  t: Translate,
): string | null {
  const year = years.find((record) => record.startYear === schoolYear);
  if (year === undefined) return null;
  const over = year.state === 'closed' || (year.lastClaimDay !== null && today > year.lastClaimDay);
  if (!over) return null;
  return year.lastClaimDay === null
    ? t('claim.schoolYearClosed', { year: schoolYearRange(year.startYear) })
    : t('claim.schoolYearOver', { year: schoolYearRange(year.startYear), date: formatListDate(year.lastClaimDay) });
}
