import { RECEIPT_NUMBER_MAX } from './claim-form.ts';
import { formatListDate, type IsoDate } from './dates.ts';
import type { Translate } from './messages/translate.ts';
import { centsToDollars, dollarsToCents, formatMoney, type Cents } from './money.ts';

/**
 * What the server read from an invoice or receipt (issue 19), and what it means for the claim the file came with.
 * The server reads each file after the claim is submitted, and on the claim form when a parent chooses one; nothing
 * read ever blocks or changes a claim: parents are offered suggestions, reviewers see flags.
 */

/** A field read from a file, with how sure the reading is (0 to 1). */
export interface ReadField<Value> {
  value: Value;
  confidence: number;
}

export interface ReceiptFields {
  totalCents: ReadField<Cents> | null;
  /** Every date of the service or the invoice on it (not a due date), sorted. */
  dates: IsoDate[];
  /** The date the service was given, as best read. */
  serviceDate: ReadField<IsoDate> | null;
  invoiceNumber: ReadField<string> | null;
  providerName: ReadField<string> | null;
}

/** Below this, a field read is neither suggested to a parent nor held against a claim. */
export const READ_CONFIDENCE_FLOOR = 0.5;

function sure<Value>(field: ReadField<Value> | null): ReadField<Value> | null {
  return field !== null && field.confidence >= READ_CONFIDENCE_FLOOR ? field : null;
}

/** An invoice number as compared across claims: its letters and digits, in capitals ('inv-2026/17' is 'INV202617'). */
export function invoiceNumberKey(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The key of the invoice number read surely enough from a file, as claims are compared by; null when none was. */
export function readInvoiceNumberKey(fields: ReceiptFields | null): string | null {
  const number = sure(fields?.invoiceNumber ?? null);
  const key = number === null ? '' : invoiceNumberKey(number.value);
  return key === '' ? null : key;
}

/**
 * The invoice number read from a file, as printed, and whether it is the receipt number the parent gave with it:
 * 'INV-7731' read and 'INV7731' given (the form takes letters and digits only) are the same number.
 */
export function invoiceNumberReadText(read: string, given: string | null, t: Translate): string {
  if (given === null || given === '') return t('receipt.read.invoiceNumber', { number: read });
  return invoiceNumberKey(read) === invoiceNumberKey(given)
    ? t('receipt.read.invoiceNumberGiven', { number: read })
    : t('receipt.read.invoiceNumberNotGiven', { number: read, given });
}

export interface ReceiptSuggestions {
  amountCents: ReadField<Cents> | null;
  dateOfService: ReadField<IsoDate> | null;
  /** Letters and digits only, as the claim form's receipt number takes them. */
  receiptNumber: ReadField<string> | null;
}

/** What the claim form offers a parent from a file they chose: only what was read surely enough. */
export function receiptSuggestions(fields: ReceiptFields | null): ReceiptSuggestions {
  const number = sure(fields?.invoiceNumber ?? null);
  const receiptNumber = number?.value.replace(/[^A-Za-z0-9]/g, '').slice(0, RECEIPT_NUMBER_MAX) ?? '';
  return {
    amountCents: sure(fields?.totalCents ?? null),
    dateOfService: sure(fields?.serviceDate ?? null),
    receiptNumber: number === null || receiptNumber === '' ? null : { ...number, value: receiptNumber },
  };
}

export const RECEIPT_READING_STATUSES = ['pending', 'read', 'unreadable'] as const;
/** Not read yet; read (some text was found); unreadable (no text could be read from it). */
export type ReceiptReadingStatus = (typeof RECEIPT_READING_STATUSES)[number];

/** A flag as it crosses the API (amounts in dollars). */
export type ReceiptFlag =
  | { kind: 'amountAboveTotal'; claimed: number; total: number; files: number }
  | { kind: 'dateOutside'; date: IsoDate; first: IsoDate; last: IsoDate }
  /** The number read, or null when the very same file (by its bytes) is on the other claim. */
  | { kind: 'invoiceNumberUsed'; number: string | null; otherClaimId: number | null }
  | { kind: 'noReadableText' };

export interface FileReadingFacts {
  status: ReceiptReadingStatus;
  fields: ReceiptFields | null;
  /**
   * The other claims (of any family) with this invoice, oldest first, and the invoice number they share with it (read
   * or typed), or null when they hold the very same file. Never the claim this one corrects or its correction, which
   * carry its files on purpose.
   */
  sameInvoice: { claimIds: number[]; number: string | null };
}

/**
 * Where what was read from a claim's files disagrees with the claim, file by file: a claimed amount above the
 * invoice's total (above the totals together when the claim has several files, flagged on the first), a date of
 * service outside the invoice's dates, an invoice already on another claim, a file with no readable text.
 */
export function receiptFlags(
  claim: { amountCents: Cents; dateOfService: IsoDate },
  files: readonly FileReadingFacts[],
): ReceiptFlag[][] {
  const totals = files.map((file) => (file.status === 'read' ? sure(file.fields?.totalCents ?? null) : null));
  const everyTotal = totals.every((total) => total !== null);
  const totalCents = totals.reduce((sum, total) => sum + (total?.value ?? 0), 0);
  return files.map((file, index) => {
    const flags: ReceiptFlag[] = [];
    if (file.status === 'unreadable') flags.push({ kind: 'noReadableText' });
    if (index === 0 && files.length > 0 && everyTotal && claim.amountCents > totalCents) {
      const [claimed, total] = [centsToDollars(claim.amountCents), centsToDollars(totalCents)];
      flags.push({ kind: 'amountAboveTotal', claimed, total, files: files.length });
    }
    const first = file.fields?.dates[0];
    const last = file.fields?.dates.at(-1);
    if (file.status === 'read' && first !== undefined && last !== undefined) {
      if (claim.dateOfService < first || claim.dateOfService > last) {
        flags.push({ kind: 'dateOutside', date: claim.dateOfService, first, last });
      }
    }
    const other = file.sameInvoice.claimIds[0];
    if (other !== undefined) {
      flags.push({ kind: 'invoiceNumberUsed', number: file.sameInvoice.number, otherClaimId: other });
    }
    return flags;
  });
}

/** A flag in one line, as reviewers read it. */
export function receiptFlagText(flag: ReceiptFlag, t: Translate): string {
  switch (flag.kind) {
    case 'amountAboveTotal':
      return t(flag.files > 1 ? 'receipt.flag.amountAboveTotals' : 'receipt.flag.amountAboveTotal', {
        claimed: formatMoney(dollarsToCents(flag.claimed) ?? 0),
        total: formatMoney(dollarsToCents(flag.total) ?? 0),
      });
    case 'dateOutside':
      return flag.first === flag.last
        ? t('receipt.flag.dateNotOn', { date: formatListDate(flag.date), first: formatListDate(flag.first) })
        : t('receipt.flag.dateOutside', {
            date: formatListDate(flag.date),
            first: formatListDate(flag.first),
            last: formatListDate(flag.last),
          });
    case 'invoiceNumberUsed':
      if (flag.number === null) {
        return flag.otherClaimId === null
          ? t('receipt.flag.sameFileElsewhere')
          : t('receipt.flag.sameFile', { id: flag.otherClaimId });
      }
      return flag.otherClaimId === null
        ? t('receipt.flag.invoiceNumberUsedElsewhere', { number: flag.number })
        : t('receipt.flag.invoiceNumberUsed', { number: flag.number, id: flag.otherClaimId });
    case 'noReadableText':
      return t('receipt.flag.noText');
  }
}
