import { dollarsToCents, formatMoney, type Cents } from '@ace/domain';

/** Cents of dollars as the API sends them: the wire schema already checked they have at most two decimals. */
export function wireDollarsToCents(dollars: number): Cents {
  return dollarsToCents(dollars) ?? Math.round(dollars * 100);
}

/** Dollars as the API sends them, shown as the spec says: whole dollars when whole, else two decimals. */
export function formatDollars(dollars: number): string {
  return formatMoney(wireDollarsToCents(dollars));
}
