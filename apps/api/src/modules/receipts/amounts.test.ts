import { describe, expect, it } from 'vitest';
import { amountsIn } from './amounts.ts';

/**
 * Lines of the outside set (bench/receipts-outside/, issue 31) as pdf.js reads them: invoices filled into other
 * projects' open templates, InvoicePlane (MIT), ERPNext (GPL-3.0), Crater (AGPL-3.0), sparksuite's
 * simple-html-invoice-template (MIT) and Open Source Point of Sale (MIT); see its README for sources and commits.
 * The few lines written for a test say so.
 */
const cents = (line: string) => amountsIn(line).map((amount) => amount.cents);

describe('amountsIn', () => {
  it('reads a currency symbol or code before or after the number', () => {
    expect(cents('Total: $385.00')).toEqual([38_500]);
    expect(cents('Clases de refuerzo (febrero) 180,00 €')).toEqual([18_000]);
    expect(cents('Totale  € 207,40')).toEqual([20_740]);
    expect(cents('Total: 4,650.00 MXN')).toEqual([465_000]);
    expect(cents('Total  1,210.00 USD')).toEqual([121_000]);
    expect(cents('Grand Total:  EUR 72,50')).toEqual([7_250]);
    expect(cents('Grand Total:  Rs. 11,800.00')).toEqual([1_180_000]);
  });

  it('reads thousands parted by points or commas, and Indian lakhs, with cents after a comma or a point', () => {
    expect(cents('Matrícula 1.100,00 €')).toEqual([110_000]);
    expect(cents('Gesamtbetrag  1.335,00 €')).toEqual([133_500]);
    expect(cents('1  Olympiad coaching  1  ₹ 18,000.00  ₹ 18,000.00')).toEqual([1_800_000, 1_800_000]);
    expect(cents('Total  ₹ 31,860.00')).toEqual([3_186_000]);
    // The set's Indian amounts stay under a lakh: this one, in lakhs, is written for the test.
    expect(cents('Total: ₹ 48,50,000')).toEqual([485_000_000]);
  });

  it('reads amounts without cents when a currency marks them, and grouped numbers as less sure', () => {
    expect(amountsIn('Total: ₹ 48,500')).toEqual([{ cents: 4_850_000, sureness: 'marked', index: 7 }]);
    expect(amountsIn('Gesamtbetrag  216 €')).toEqual([{ cents: 21_600, sureness: 'marked', index: 14 }]);
    // 43-handwritten-piano-receipt.jpg of our own set, as OCR read it.
    expect(cents('Amount $  140. 00')).toEqual([14_000]);
    expect(cents('Total $ 12. 50')).toEqual([1_250]); // written for the test, as the line above
    expect(cents('Amount  $  180. a0')).toEqual([]);
    // 21-erpnext-pos-eur.jpg: OCR took the comma of 'EUR 72,50' for a colon.
    expect(cents('Grand Total:  EUR 72:50')).toEqual([7_250]);
    // As OCR reads 'Total: ₹ 48,500' when it takes the rupee sign for a per cent sign (written for the test).
    expect(amountsIn('Total: % 48,500')).toEqual([{ cents: 4_850_000, sureness: 'grouped', index: 9 }]);
  });

  it('reads no date, time, percentage, phone, postcode, tax number or quantity as an amount', () => {
    expect(cents('Rechnungsdatum:  02.10.2026')).toEqual([]);
    expect(cents('Invoice Date  18/06/2026')).toEqual([]);
    expect(cents('Invoice Number: ACC-PSINV-2026-00412  Invoice Date: 22.06.2026')).toEqual([]);
    expect(cents('08/22/2026 10:42:17')).toEqual([]);
    expect(cents('Opening hours 10:30 to 18:00')).toEqual([]);
    expect(cents('7.25% Sales Tax:')).toEqual([]);
    expect(cents('44 Orchard Lane, Akron, OH 44308, Tel. 330-555-0147')).toEqual([]);
    expect(cents('Keizersgracht 118  Invoice Date  18/06/2026')).toEqual([]);
    expect(cents('GSTIN 29AABCV1234F1Z5')).toEqual([]);
    expect(cents('Intensivkurs Englisch  Herbstferien  1')).toEqual([]);
  });

  it('keeps the sign of a payment taken off', () => {
    expect(cents('Cash -$39.62')).toEqual([-3_962]);
    expect(cents('Efectivo  -46,71 €')).toEqual([-4_671]); // 29-ospos-receipt-es.pdf's cash line, on one line
  });
});
