import { describe, expect, it } from 'vitest';
import { receiptFieldsOf } from './receipt-fields.ts';

const readAt = new Date('2026-11-27T12:00:00Z');

describe('receiptFieldsOf', () => {
  it('reads a tutoring invoice: the total due, not the subtotal; the dates but the due date; the invoice number', () => {
    const fields = receiptFieldsOf(
      [
        'Bright Minds Tutoring LLC  INVOICE',
        '123 Main St, Columbus, OH 43215',
        'Invoice No. INV-2026-0117',
        'Invoice date: 11/05/2026',
        'Math tutoring session 10/01/2026  4  $60.00  $240.00',
        'Subtotal  $240.00',
        'Tax  $0.00',
        'Total due  $240.00',
        'Due date: Dec 5, 2026',
        'Tax ID 12-3456789 Phone (614) 555-0142',
      ].join('\n'),
      readAt,
    );
    expect(fields).toEqual({
      totalCents: { value: 24_000, confidence: 0.95 },
      dates: ['2026-10-01', '2026-11-05'],
      serviceDate: { value: '2026-10-01', confidence: 0.85 },
      invoiceNumber: { value: 'INV-2026-0117', confidence: 0.9 },
      providerName: { value: 'Bright Minds Tutoring LLC', confidence: 0.7 },
    });
  });

  it('takes the balance due after a deposit, a total on the line under its label, and a service period', () => {
    const fields = receiptFieldsOf(
      [
        'Camp Wanakee',
        'Receipt number: R-88213',
        'Service period: Jul 6 – Jul 17, 2026',
        'Total  $1,250.00',
        'Deposit paid  -$250.00',
        'Balance due',
        '$1,000.00',
      ].join('\n'),
      readAt,
    );
    expect(fields.totalCents).toEqual({ value: 100_000, confidence: 0.95 });
    expect(fields.dates).toEqual(['2026-07-06', '2026-07-17']);
    expect(fields.serviceDate?.value).toBe('2026-07-06');
    expect(fields.invoiceNumber?.value).toBe('R-88213');
  });

  it('falls back to the largest amount, unsurely, and scales every confidence by OCR’s', () => {
    const fields = receiptFieldsOf('The Book Nook\nWorkbook $12.50\nAtlas $30.00\n3 Nov 2026', readAt, 0.5);
    expect(fields.totalCents).toEqual({ value: 3_000, confidence: 0.2 });
    expect(fields.serviceDate).toEqual({ value: '2026-11-03', confidence: 0.43 });
    expect(fields.invoiceNumber).toBeNull();
  });

  it('takes no quantity, year, phone or tax number for an amount, and no word for an invoice number', () => {
    const fields = receiptFieldsOf('Invoice Date 2026\nQty 4\nCall 614 555 0142\nTax ID 12-3456789', readAt);
    expect(fields.totalCents).toBeNull();
    expect(fields.invoiceNumber).toBeNull();
  });

  it('reads a paid balance of nothing as paid, and the amount paid as the total', () => {
    const fields = receiptFieldsOf('Amount paid: $85.00\nBalance due: $0.00', readAt);
    expect(fields.totalCents).toEqual({ value: 8_500, confidence: 0.92 });
  });

  it('keeps an invoice number as printed, its dashes and dots', () => {
    const numberIn = (text: string) => receiptFieldsOf(text, readAt).invoiceNumber?.value;
    expect(numberIn('Invoice INV-7731')).toBe('INV-7731');
    expect(numberIn('Receipt # A.19.332')).toBe('A.19.332');
    expect(numberIn('Invoice No. INV–7731')).toBe('INV–7731');
  });
});
