import { isIsoDate, type Cents, type IsoDate, type ReceiptFields, type ReadField } from '@ace/domain';
import * as chrono from 'chrono-node';

/**
 * The fields of an invoice or receipt, found in its text (a PDF's text layer or what OCR read), line by line: the
 * total by the label beside it, the dates by chrono-node's parser, the invoice number by its label, the provider by
 * the letterhead. Each comes with a confidence from 0 to 1: how sure the reading of its label is, times how sure
 * OCR was of the text (1 for a text layer). Nothing here decides anything about a claim (see receiptFlags).
 */

/** An amount as printed: '$1,250.00', '1250.00', '$ 85', '85.5' is not one (cents are two digits or none). */
const moneyPattern = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?![\d,.]*\d)/g;

interface Money {
  cents: Cents;
  /** Written with a dollar sign or with cents: an amount, not a quantity or a number. */
  certain: boolean;
}

function amountsIn(line: string): Money[] {
  const amounts: Money[] = [];
  for (const match of line.matchAll(moneyPattern)) {
    const dollars = Number((match[2] ?? '').replaceAll(',', ''));
    const cents = match[3] === undefined ? 0 : Number(match[3]);
    const certain = match[1] !== undefined || match[3] !== undefined;
    // A bare whole number (a quantity, a year, part of a date or phone number) is not an amount.
    if (!certain || !Number.isSafeInteger(dollars) || dollars > 9_999_999) continue;
    amounts.push({ cents: dollars * 100 + cents, certain });
  }
  return amounts;
}

/** Labels of the amount a family paid or owes, with how sure each is to be that amount. */
const totalLabels: readonly { pattern: RegExp; confidence: number }[] = [
  { pattern: /\b(balance|amount|total)\s+due\b|\bplease\s+pay\b/i, confidence: 0.95 },
  { pattern: /\b(amount|total)\s+paid\b|\bpaid\s+in\s+full\b/i, confidence: 0.92 },
  { pattern: /\bgrand\s+total\b|\btotal\s+(amount|charges)\b|\binvoice\s+total\b/i, confidence: 0.9 },
  { pattern: /\btotal\b/i, confidence: 0.8 },
];
/** Lines that name a part of the total, never the total itself. */
const notTotal = /\bsub[\s-]?total\b|\btax\b|\bdiscount\b|\bdeposit\b|\bprevious\b|\btip\b|\bsavings?\b|\bchange\b/i;

function totalOf(lines: readonly string[]): ReadField<Cents> | null {
  let best: ReadField<Cents> | null = null;
  for (const [index, line] of lines.entries()) {
    if (notTotal.test(line)) continue;
    const label = totalLabels.find(({ pattern }) => pattern.test(line));
    if (label === undefined) continue;
    // The amount beside the label, or under it when a table put it on the next line.
    const amount = amountsIn(line).at(-1) ?? amountsIn(lines[index + 1] ?? '').at(0);
    // A balance of nothing says the invoice is paid: the total paid is the amount.
    if (amount === undefined || amount.cents === 0) continue;
    // Later lines win a tie: totals come after the lines they add up.
    if (best === null || label.confidence >= best.confidence)
      best = { value: amount.cents, confidence: label.confidence };
  }
  if (best !== null) return best;
  // No label read: the largest amount on the page is most often the total, but not surely.
  const largest = Math.max(0, ...lines.flatMap((line) => amountsIn(line).map((amount) => amount.cents)));
  return largest > 0 ? { value: largest, confidence: 0.4 } : null;
}

const pad = (value: number) => String(value).padStart(2, '0');

function isoOf(components: chrono.ParsedComponents): IsoDate | null {
  const year = components.get('year');
  const month = components.get('month');
  const day = components.get('day');
  if (year === null || month === null || day === null) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(date) ? date : null;
}

/** Dates that are not of the service or the invoice: when to pay, and a student's birthday. */
const notServiceDate = /\bdue\b|\bpay\s+by\b|\bbirth\b|\bdob\b|\bexpir/i;
/** A payment's date (a deposit, a retainer, a refund): neither the service's nor the invoice's. */
const paymentLabel = /\bpaid\b|\bpayment\b|\bretainer\b|\bdeposit\b|\brefund/i;
const serviceLabel =
  /\bservice|\bsession|\blesson|\bclass(es)?\b|\bperiod\b|\bweek\b|\bcamp\b|\btutoring\b|\bvisit\b|\bappointment\b/i;
/** The document's own date: 'Invoice date', 'Date issued', a 'Date' label right before it. */
const documentLabel = /\b(invoice|statement|receipt|order|issued?|billing|printed)\b|\bdated?\s*:?\s*$/i;

interface DatesRead {
  /** Every date of the service or the invoice on it, sorted, once each. */
  dates: IsoDate[];
  /** The date of service to suggest: the first of the service (a line item's, a period's), else the document's. */
  serviceDate: ReadField<IsoDate> | null;
}

/**
 * The dates of a document by what stands before each on its line: a label of the document's date, of a payment, of
 * a due date or a birthday; anything else (a line item's date, a service period) is a date of service.
 */
function datesOf(lines: readonly string[], readAt: Date): DatesRead {
  const service = new Set<IsoDate>();
  const documentDates = new Set<IsoDate>();
  for (const line of lines) {
    if (notServiceDate.test(line)) continue;
    for (const result of chrono.strict.parse(line, readAt, { forwardDate: false })) {
      const before = line.slice(0, result.index);
      // A date printed as such, not one worked out from words ('returns within 30 days').
      const printed = ![...result.start.tags()].some((tag) => tag.includes('relative'));
      if (!printed || paymentLabel.test(before)) continue;
      const found = [result.start, ...(result.end ? [result.end] : [])].flatMap((components) => {
        const date = isoOf(components);
        return date === null ? [] : [date];
      });
      const into = !serviceLabel.test(before) && documentLabel.test(before) ? documentDates : service;
      for (const date of found) into.add(date);
    }
  }
  const dates = [...new Set([...service, ...documentDates])].sort();
  const first = (set: Set<IsoDate>) => [...set].sort()[0];
  const serviceDate = first(service);
  const documentDate = first(documentDates);
  return {
    dates,
    serviceDate:
      serviceDate !== undefined
        ? { value: serviceDate, confidence: 0.85 }
        : documentDate !== undefined
          ? { value: documentDate, confidence: 0.7 }
          : null,
  };
}

/**
 * 'Invoice #1042', 'Invoice No. INV-2026-0117', 'Receipt number: R-88213', 'Order #A19-332', 'Ref: 55-9031',
 * 'Receipt # A.19.332': the number as printed, its dashes, slashes and dots kept (invoiceNumberKey compares numbers
 * without them).
 */
const numberPattern =
  /\b(invoice|inv|receipt|order|ref(?:erence)?|transaction|confirmation|statement)\b\.?\s*(no\.?|number|num\.?|#|id)?\s*[:#]?\s*([A-Z0-9]+(?:[-–/._][A-Z0-9]+)*)/gi;

function invoiceNumberOf(lines: readonly string[]): ReadField<string> | null {
  for (const line of lines) {
    for (const match of line.matchAll(numberPattern)) {
      const number = match[3] ?? '';
      // A number has digits; 'Invoice Date' and 'Receipt Total' do not name one.
      if (number.length < 3 || !/\d/.test(number)) continue;
      return { value: number, confidence: match[2] === undefined ? 0.7 : 0.9 };
    }
  }
  return null;
}

const documentTitle = /^(invoice|receipt|statement|bill|tax invoice|sales receipt|payment receipt)$/i;
/** A label or a contact, not a name: 'Date', 'Bill to', 'Client', an e-mail or web address. */
const notAName =
  /^(date|bill to|sold to|client|student|customer|guardian|phone|tel|fax|tax id)\b|@|www\.|\.(com|org|net)\b/i;
const businessWord =
  /\b(llc|inc|co|ltd|pllc|school|academy|tutor(ing|s)?|learning|center|centre|camp|music|studio|books?|institute|lessons?|therapy|arts?|clinic|strings)\b/i;

function providerNameOf(lines: readonly string[]): ReadField<string> | null {
  // The letterhead: a cell of the first lines (cells are parted by two spaces or more) with letters that is not the
  // document's title, a label, a contact, an address or a number.
  const candidates = lines
    .slice(0, 8)
    .flatMap((line) => line.split(/\s{2,}/))
    .map((cell) => cell.trim())
    .filter(
      (cell) => /[A-Za-z]{3}/.test(cell) && !documentTitle.test(cell) && !notAName.test(cell) && !/\d{3}/.test(cell),
    );
  const named = candidates.find((cell) => businessWord.test(cell));
  if (named !== undefined) return { value: named, confidence: 0.7 };
  const first = candidates[0];
  return first === undefined ? null : { value: first, confidence: 0.4 };
}

/** The fields of a document's text; `textConfidence` is OCR's (0 to 1), 1 for a text layer. */
export function receiptFieldsOf(text: string, readAt: Date, textConfidence = 1): ReceiptFields {
  const lines = text
    .split(/\r?\n/)
    // Two spaces or more part a table's columns: kept as two.
    .map((line) => line.replace(/\t/g, '  ').replace(/ {3,}/g, '  ').trim())
    .filter((line) => line !== '');
  const scaled = <Value>(field: ReadField<Value> | null): ReadField<Value> | null =>
    field === null
      ? null
      : { value: field.value, confidence: Math.round(field.confidence * textConfidence * 100) / 100 };
  const { dates, serviceDate } = datesOf(lines, readAt);
  return {
    totalCents: scaled(totalOf(lines)),
    dates,
    serviceDate: scaled(serviceDate),
    invoiceNumber: scaled(invoiceNumberOf(lines)),
    providerName: scaled(providerNameOf(lines)),
  };
}
