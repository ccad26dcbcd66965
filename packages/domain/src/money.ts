import { currentLocale, intlTags } from './messages/locales.ts';

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

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(tag: string, cents: boolean): Intl.NumberFormat {
  const key = `${tag} ${cents}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    const digits = cents ? 2 : 0;
    format = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** '$1,000' when whole, '$1,000.50' otherwise; '-$5' below zero: in the language of the moment (Intl). */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  return moneyFormat(intlTags[currentLocale()], cents % 100 !== 0).format(cents / 100);
}
