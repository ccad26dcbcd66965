import type { Cents } from '@ace/domain';

/**
 * Amounts as invoices print them, in the United States, Europe and India: a currency symbol or code before or after
 * the number ('$1,250.00', '1.304,50 €', 'EUR 72,50', '4,650.00 MXN', '₹ 1,25,000.00', 'Rs. 850'), thousands parted by
 * commas, points, no-break spaces or in lakhs, cents after a point or a comma, or no cents at all.
 */
export interface Amount {
  cents: Cents;
  /**
   * How the number shows it is money: 'marked' with a currency or with cents; 'grouped' in thousands without either
   * (money on a line that names an amount, a count or a code elsewhere); bare whole numbers are not read at all.
   */
  sureness: 'marked' | 'grouped';
  /** Where the amount starts on its line. */
  index: number;
}

const currencyBefore = String.raw`(?:US\$|\$|€|£|₹|Rs\.?|INR|USD|EUR|MXN|GBP|CAD)`;
const currencyAfter = String.raw`(?:€|\$|EUR|USD|MXN|INR|GBP|CAD|euros?)`;
const amountPattern = new RegExp(
  String.raw`(?<![\w.,])(?<sign>-)?(?<before>${currencyBefore}\s{0,2})?(?<signAfter>-)?(?<number>\d[\d.,\u00a0\u202f]*\d|\d)(?<after>\s?${currencyAfter}(?![A-Za-z]))?`,
  'g',
);

/** Whole units and cents of a number as printed, or null when it is not written like an amount. */
function valueOf(printed: string): { cents: number; hasCents: boolean; grouped: boolean } | null {
  const text = printed.replace(/[\u00a0\u202f]/g, ' ');
  const decimal = /^(.*\d)([.,])(\d{2})$/.exec(text);
  const whole = decimal?.[1] ?? text;
  const separatorOfCents = decimal?.[2];
  const cents = decimal === null ? 0 : Number(decimal[3]);
  const separators = new Set(whole.replace(/\d/g, ''));
  if (separators.size > 1) return null;
  const [group] = [...separators];
  if (group !== undefined && group === separatorOfCents) return null;
  if (group !== undefined) {
    const parts = whole.split(group);
    const [first = '', ...rest] = parts;
    const last = rest.at(-1) ?? '';
    const thousands = first.length <= 3 && rest.every((part) => part.length === 3);
    // 1,25,000: Indian grouping, in lakhs and crores.
    const lakhs = first.length <= 2 && last.length === 3 && rest.slice(0, -1).every((part) => part.length === 2);
    if (first === '' || (!thousands && !lakhs)) return null;
  }
  const units = Number(whole.replace(/\D/g, ''));
  if (!Number.isSafeInteger(units) || units > 99_999_999) return null;
  return { cents: units * 100 + cents, hasCents: decimal !== null, grouped: group !== undefined };
}

/** The amounts on a line of text, left to right. A bare whole number (a quantity, a year, a phone) is none. */
export function amountsIn(line: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of line.matchAll(amountPattern)) {
    const { before, after, number = '', sign, signAfter } = match.groups ?? {};
    const next = line.slice(match.index + match[0].length);
    // Cents OCR parted from their units by a space ('$ 140. 00'), or by a colon it took the comma for after a
    // currency ('EUR 72:50'; a time has no currency).
    const partedCents =
      /^[.,]\s(\d{2})\b/.exec(next) ?? (before === undefined ? null : /^:(\d{2})(?![\d:])/.exec(next));
    // Else a number that goes on with a letter or another digit group is a code, a date or a time ('2026-03-05',
    // '12A', '10:42').
    if (partedCents === null && /^[.,:;/-]?\d|^[A-Za-z]|^\s?%/.test(next) && after === undefined) continue;
    const parsed = valueOf(number.trim());
    if (parsed === null || (partedCents === null && /^[.,]\s?([\dA-Za-z]{1,2}\b|\d)/.test(next))) continue;
    const value =
      partedCents === null || parsed.hasCents
        ? parsed
        : { ...parsed, cents: parsed.cents + Number(partedCents[1]), hasCents: true };
    const marked = before !== undefined || after !== undefined || value.hasCents;
    if (!marked && !value.grouped) continue;
    amounts.push({
      cents: (sign ?? signAfter) === undefined ? value.cents : -value.cents,
      sureness: marked ? 'marked' : 'grouped',
      index: match.index + (sign === undefined ? 0 : 1),
    });
  }
  return amounts;
}
