/**
 * Money is held as whole cents. It crosses the API as a number of dollars with at most two decimals, and
 * people type it as text ('$1,250.50', '1250.5', '40').
 */
export type Cents = number;

const typedAmount = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** Nine digits of dollars is far beyond any award and keeps every amount an exact integer of cents. */
const maxDollarDigits = 9;

/** Cents of an amount a person typed, or null when it is not a valid currency amount. */
export function parseMoney(text: string): Cents | null {
  const match = typedAmount.exec(text.trim());
  if (!match) return null;
  const dollars = (match[1] ?? '').replaceAll(',', '');
  if (dollars.replace(/^0+(?=\d)/, '').length > maxDollarDigits) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(dollars) * 100 + Number(fraction);
}

/** Cents of a dollar amount received as a number, or null when it has more than two decimals or is not finite. */
export function dollarsToCents(dollars: number): Cents | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  // Two decimals exactly: the number is the double nearest to cents / 100.
  if (!Number.isSafeInteger(cents) || cents / 100 !== dollars) return null;
  return cents;
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}

/** '$1,000' when whole, '$1,000.50' otherwise; '-$5' below zero. */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100);
  const remainder = absolute % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return remainder === 0 ? `${sign}$${grouped}` : `${sign}$${grouped}.${String(remainder).padStart(2, '0')}`;
}
