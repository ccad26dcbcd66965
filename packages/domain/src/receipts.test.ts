import { describe, expect, it } from 'vitest';
import { translate } from './messages/translate.ts';
import {
  invoiceNumberKey,
  invoiceNumberReadText,
  readInvoiceNumberKey,
  receiptFlags,
  receiptFlagText,
  receiptSuggestions,
  type FileReadingFacts,
  type ReceiptFields,
} from './receipts.ts';

const fields = (overrides: Partial<ReceiptFields> = {}): ReceiptFields => ({
  totalCents: { value: 12_000, confidence: 0.95 },
  dates: ['2026-10-01', '2026-10-29'],
  serviceDate: { value: '2026-10-01', confidence: 0.9 },
  invoiceNumber: { value: 'INV-2026/0117', confidence: 0.9 },
  providerName: null,
  ...overrides,
});

const read = (overrides: Partial<ReceiptFields> = {}, others: number[] = []): FileReadingFacts => ({
  status: 'read',
  fields: fields(overrides),
  sameInvoice: { claimIds: others, number: others.length > 0 ? 'INV-2026/0117' : null },
});

const claim = { amountCents: 12_000, dateOfService: '2026-10-15' };

describe('receiptSuggestions', () => {
  it('offers what was read surely enough, the receipt number in the letters and digits the form takes', () => {
    expect(receiptSuggestions(fields())).toEqual({
      amountCents: { value: 12_000, confidence: 0.95 },
      dateOfService: { value: '2026-10-01', confidence: 0.9 },
      receiptNumber: { value: 'INV20260117', confidence: 0.9 },
    });
    expect(receiptSuggestions(fields({ totalCents: { value: 5, confidence: 0.4 }, invoiceNumber: null }))).toEqual({
      amountCents: null,
      dateOfService: { value: '2026-10-01', confidence: 0.9 },
      receiptNumber: null,
    });
    expect(receiptSuggestions(null)).toEqual({ amountCents: null, dateOfService: null, receiptNumber: null });
  });
});

describe('receiptFlags', () => {
  it('flags nothing when the claim agrees with its invoice, or while its files are not read', () => {
    expect(receiptFlags(claim, [read()])).toEqual([[]]);
    expect(
      receiptFlags(claim, [{ status: 'pending', fields: null, sameInvoice: { claimIds: [], number: null } }]),
    ).toEqual([[]]);
  });

  it('flags an amount above the invoice, or above the invoices together on the first file', () => {
    expect(receiptFlags({ ...claim, amountCents: 12_001 }, [read()])).toEqual([
      [{ kind: 'amountAboveTotal', claimed: 120.01, total: 120, files: 1 }],
    ]);
    const two = [read(), read({ totalCents: { value: 3_000, confidence: 0.9 } })];
    expect(receiptFlags({ ...claim, amountCents: 15_000 }, two)).toEqual([[], []]);
    expect(receiptFlags({ ...claim, amountCents: 15_001 }, two)).toEqual([
      [{ kind: 'amountAboveTotal', claimed: 150.01, total: 150, files: 2 }],
      [],
    ]);
    // A file whose total was not read leaves the claim's amount unjudged.
    expect(receiptFlags({ ...claim, amountCents: 99_999 }, [read(), read({ totalCents: null })])).toEqual([[], []]);
  });

  it('flags a date of service outside the invoice’s dates, an invoice on another claim, a file without text', () => {
    expect(receiptFlags({ ...claim, dateOfService: '2026-10-30' }, [read({}, [7, 9])])).toEqual([
      [
        { kind: 'dateOutside', date: '2026-10-30', first: '2026-10-01', last: '2026-10-29' },
        { kind: 'invoiceNumberUsed', number: 'INV-2026/0117', otherClaimId: 7 },
      ],
    ]);
    expect(
      receiptFlags(claim, [{ status: 'unreadable', fields: null, sameInvoice: { claimIds: [], number: null } }]),
    ).toEqual([[{ kind: 'noReadableText' }]]);
  });
});

describe('receiptFlagText', () => {
  it('explains each flag in one line', () => {
    expect(receiptFlagText({ kind: 'amountAboveTotal', claimed: 150, total: 120, files: 1 }, translate)).toBe(
      'The claim is for $150, more than the $120 total read from the invoice.',
    );
    expect(
      receiptFlagText({ kind: 'dateOutside', date: '2026-10-30', first: '2026-10-01', last: '2026-10-29' }, translate),
    ).toBe('The date of service, 10/30/2026, is outside the dates on the invoice (10/01/2026 to 10/29/2026).');
    expect(receiptFlagText({ kind: 'invoiceNumberUsed', number: 'A-1', otherClaimId: 7 }, translate)).toBe(
      'Invoice number A-1 is also on claim 7.',
    );
    expect(receiptFlagText({ kind: 'invoiceNumberUsed', number: null, otherClaimId: null }, translate)).toBe(
      'The same file is also on another claim.',
    );
    expect(receiptFlagText({ kind: 'noReadableText' }, translate)).toBe(
      'No text could be read from this file. Check it by eye.',
    );
  });

  it('compares invoice numbers by their letters and digits', () => {
    expect(invoiceNumberKey('inv-2026/0117')).toBe('INV20260117');
  });

  it('keys the invoice number read surely enough, and none that is not', () => {
    expect(readInvoiceNumberKey(fields())).toBe('INV20260117');
    expect(readInvoiceNumberKey(fields({ invoiceNumber: { value: 'INV-1', confidence: 0.4 } }))).toBeNull();
    expect(readInvoiceNumberKey(fields({ invoiceNumber: { value: '#/-', confidence: 0.9 } }))).toBeNull();
    expect(readInvoiceNumberKey(null)).toBeNull();
  });

  it('says the invoice number read, as printed, is the receipt number given when only punctuation differs', () => {
    expect(invoiceNumberReadText('INV-7731', 'INV7731', translate)).toBe(
      'Invoice number: INV-7731, the same as the receipt number given',
    );
    expect(invoiceNumberReadText('INV-7731', 'INV7732', translate)).toBe(
      'Invoice number: INV-7731, not the receipt number given (INV7732)',
    );
    expect(invoiceNumberReadText('INV-7731', null, translate)).toBe('Invoice number: INV-7731');
  });
});
