import {
  formatListDate,
  rejectReasonLabelId,
  serviceCategoryLabelId,
  staffStatusId,
  type IsoMonth,
  type ProgrammeFigures,
  type Translate,
} from '@ace/domain';
import { formatDollars } from '@ace/app-core/format-dollars';
import { localeFormat } from '../../lib/locale-format.ts';

/**
 * What each figure of the Programme page says in one sentence (for screen readers and for a glance), and how its
 * rows are named: the same words in the chart, its table and its sentence.
 */

const monthFormat = localeFormat(
  (tag) => new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/** 'Sep 2022' ('sept 2022' in Spanish) */
export function monthLabel(month: IsoMonth): string {
  return monthFormat().format(new Date(`${month}-01T00:00:00Z`));
}

const daysFormat = localeFormat((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));

/** Business days as a person reads them: whole, or to one decimal. */
export function formatBusinessDays(days: number): string {
  return daysFormat().format(days);
}

export function providerLabel(provider: ProgrammeFigures['topProviders'][number], t: Translate): string {
  return t('programme.providers.name', { name: provider.name, number: provider.providerNumber });
}

/** The row with the most of `value`, the first of equals; undefined for no rows. */
function most<Row>(rows: readonly Row[], value: (row: Row) => number): Row | undefined {
  return rows.reduce<Row | undefined>(
    (best, row) => (best === undefined || value(row) > value(best) ? row : best),
    undefined,
  );
}

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number): number =>
  rows.reduce((total, row) => total + value(row), 0);

/** Dollars summed without a float's stray cents. */
const sumDollars = <Row>(rows: readonly Row[], value: (row: Row) => number): number =>
  sum(rows, (row) => Math.round(value(row) * 100)) / 100;

export function totalClaims(figures: ProgrammeFigures): number {
  return sum(figures.claimsByStatus, (row) => row.claims);
}

/** Each figure's sentence; null when the figure has nothing to say. */
export function summaries(figures: ProgrammeFigures, t: Translate) {
  const withClaims = figures.claimsByStatus.filter((row) => row.claims > 0);
  const category = most(figures.spendingByCategory, (row) => row.claimed);
  const month = most(figures.spendingByMonth, (row) => row.claimed);
  const provider = figures.topProviders[0];
  const reason = most(figures.rejectionsByReason, (row) => row.claims);
  const overdueToday = figures.overdueAtProviders.at(-1);
  const overdueMost = most(figures.overdueAtProviders, (row) => row.claims);
  return {
    status:
      withClaims.length === 0
        ? null
        : t('programme.status.summary', {
            total: totalClaims(figures),
            list: withClaims
              .map((row) => t('programme.status.item', { status: t(staffStatusId(row.status)), count: row.claims }))
              .join(', '),
          }),
    category:
      category === undefined || category.claimed === 0
        ? null
        : t('programme.category.summary', {
            total: formatDollars(sumDollars(figures.spendingByCategory, (row) => row.claimed)),
            category: t(serviceCategoryLabelId(category.category)),
            amount: formatDollars(category.claimed),
          }),
    month:
      month === undefined || month.claimed === 0
        ? null
        : t('programme.month.summary', {
            total: formatDollars(sumDollars(figures.spendingByMonth, (row) => row.claimed)),
            month: monthLabel(month.month),
            amount: formatDollars(month.claimed),
          }),
    providers:
      provider === undefined
        ? null
        : t('programme.providers.summary', {
            provider: providerLabel(provider, t),
            amount: formatDollars(provider.claimed),
          }),
    rejections:
      reason === undefined || reason.claims === 0
        ? null
        : t('programme.rejections.summary', {
            total: sum(figures.rejectionsByReason, (row) => row.claims),
            reason: t(rejectReasonLabelId(reason.reason)),
            count: reason.claims,
          }),
    overdue:
      overdueToday === undefined || overdueMost === undefined
        ? null
        : t('programme.overdue.summary', {
            date: formatListDate(overdueToday.date),
            count: overdueToday.claims,
            most: overdueMost.claims,
            mostDate: formatListDate(overdueMost.date),
          }),
  };
}
