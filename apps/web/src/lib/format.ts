import { dollarsToCents, formatMoney } from '@ace/domain';

/** Dollars as the API sends them, shown as the spec says: whole dollars when whole, else two decimals. */
export function formatDollars(dollars: number): string {
  return formatMoney(dollarsToCents(dollars) ?? Math.round(dollars * 100));
}
