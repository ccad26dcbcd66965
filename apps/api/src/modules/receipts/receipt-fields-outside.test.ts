import { describe, expect, it } from 'vitest';
import { receiptFieldsOf } from './receipt-fields.ts';

/**
 * The reading rules of issue 31, each on the text pdf.js reads from a document of the outside set
 * (bench/receipts-outside/: made-up values filled into other projects' open templates; its README gives each
 * template's repository, path, commit and licence). The templates: InvoicePlane's InvoicePlane.php and
 * InvoiceGerman.php (MIT), ERPNext's pos_invoice_standard and sales_invoice_print (GPL-3.0), Crater's invoice1
 * (AGPL-3.0), sparksuite's simple-html-invoice-template (MIT), Open Source Point of Sale's receipt_default (MIT).
 */
const readAt = new Date('2026-12-31T12:00:00Z');
const read = (lines: readonly string[]) => receiptFieldsOf(lines.join('\n'), readAt);

/** 11-invoiceplane-es.pdf: InvoicePlane.php, Spanish labels, euros after the number, day-first dates. */
const invoicePlaneSpanish = [
  'Academia Sol y Luna S.L.',
  'Lucía Fernández Ruiz  Academia Sol y Luna S.L.',
  'C/ Alcalá 120, 3ºB  Calle Mayor 14, 2º',
  '28009 Madrid  28013 Madrid',
  'CIF B-86412357',
  'Fecha de Factura: 24/03/2026',
  'Fecha de Vencimiento: 08/04/2026',
  'Importe adeudado:  273,22 €',
  'Factura 2026-0231',
  'Artículo  Descripción  Cant.  Precio  Total',
  'Clases particulares  Matemáticas, marzo  8  25,00 €  200,00 €',
  'Cuaderno de ejercicios  2  12,90 €  25,80 €',
  'Subtotal  225,80 €',
  'IVA (21%)  47,42 €',
  'Total  273,22 €',
  'Pagado  0,00 €',
  'Saldo  273,22 €',
];

/** 17-invoiceplane-german-paid.pdf: InvoiceGerman.php, a paid invoice whose balance is nothing. */
const invoiceGermanPaid = [
  'Nachhilfe Schmidt GmbH',
  'Familie Becker  Nachhilfe Schmidt GmbH',
  'Lindenweg 4  Bahnhofstraße 12',
  '81675 München  80335 München',
  'USt-IdNr.:  DE284711693',
  'Rechnungsdatum:  02.10.2026',
  'Fälligkeitsdatum:  16.10.2026',
  'Rechnung 2026-1204',
  'Artikel  Beschreibung  Menge  Preis  Steuersatz  Zwischensumme',
  'Intensivkurs Englisch  Herbstferien  1  1.240,00 €  0%  1.240,00 €',
  'Prüfungsgebühr  1  95,00 €  0%  95,00 €',
  'Zwischensumme  1.335,00 €',
  'Gesamtbetrag  1.335,00 €',
  'Bezahlt  1.335,00 €',
  'Saldo  0,00 €',
];

/** 26-erpnext-print-mx.pdf: sales_invoice_print, labels over their values, Spanish month names. */
const erpnextPrintSpanish = [
  'Colegio de Idiomas Maya',
  'Av. Reforma 220, Col. Juárez, CDMX 06600, RFC CIM080512KJ3',
  'LUCÍA FERNÁNDEZ RUIZ  ID de Factura',
  'C/ Alcalá 120, 3ºB  ACC-SINV-2026-00872',
  '28009 Madrid',
  'Fecha de Factura',
  '13 de enero de 2026',
  'Fecha de Vencimiento',
  '28 de enero de 2026',
  'SR  DETALLES  CANT.  PRECIO  IMPORTE',
  'ITEM-101: Colegiatura enero',
  '1  1 Nos  $2,890.00  $2,890.00',
  'Nivel intermedio',
  '2  ITEM-102: Libro de texto  1 Nos  $645.00  $645.00',
  'Importe en Letras  Subtotal  $3,535.00',
  'USD Four Thousand One Hundred and 60/100 only.',
  'IVA 16%  $565.60',
  'Total  $4,100.60',
  'Estado de Pago',
  'Pendiente',
];

/** 23-erpnext-print-us.pdf: the same template in English, a line item that names a month beside a number. */
const erpnextPrintEnglish = [
  'Northfield Music Studio',
  '44 Orchard Lane, Akron, OH 44308, Tel. 330-555-0147',
  'DANA WHITFIELD  Invoice ID',
  '77 Birch Avenue  ACC-SINV-2026-00311',
  'Dayton, OH 45405',
  'Invoice Date',
  '03/16/2026',
  'Due Date',
  '03/31/2026',
  'SR  DETAILS  QTY  RATE  AMOUNT',
  'ITEM-101: Violin lessons',
  '1  4 Nos  $42.00  $168.00',
  'March, 30 minutes',
  'Sub Total  $194.50',
  'Total  $194.50',
];

/** 29-ospos-receipt-es.pdf: receipt_default, a Spanish point-of-sale receipt paid in cash. */
const osposSpanish = [
  'Papelería El Lápiz',
  'Recibo de Venta',
  '03/09/2026 10:42:17',
  'Cliente: Lucía Fernández Ruiz',
  'ID de Venta: POS 1187',
  'Empleado: Sam Ortiz',
  'Descripción  Precio  Cant.  Total',
  'Cuaderno A4  2,15 €  5  10,75 €',
  'Estuche  8,95 €  1  8,95 €',
  'Subtotal 38,60 €',
  '21% IVA:  8,11 €',
  'Total 46,71 €',
  '-46,71',
  'Efectivo',
  '€',
  'Cambio  0,00 €',
];

describe('receiptFieldsOf on documents laid out by other projects', () => {
  it('takes the amount a Spanish invoice says is owed, day first, and its number from its title', () => {
    const fields = read(invoicePlaneSpanish);
    expect(fields.totalCents).toEqual({ value: 27_322, confidence: 0.95 });
    expect(fields.serviceDate).toEqual({ value: '2026-03-24', confidence: 0.7 });
    expect(fields.dates).toEqual(['2026-03-24']);
    expect(fields.invoiceNumber?.value).toBe('2026-0231');
  });

  it('reads the labels of the common European languages', () => {
    const total = (lines: readonly string[]) => read(lines).totalCents?.value;
    expect(total(['Montant dû:  212,40 €', 'Total HT  177,00 €', 'TVA (20%)  35,40 €', 'Montant TTC  212,40 €'])).toBe(
      21_240,
    );
    expect(total(['Imponibile  € 170,00', 'IVA (22%)  € 37,40', 'Totale  € 207,40', 'Pagato  € 0,00'])).toBe(20_740);
    expect(total(['Te betalen:  € 452,54', 'Subtotaal  € 374,00', 'BTW (21%)  € 78,54', 'Totaal  € 452,54'])).toBe(
      45_254,
    );
  });

  it('takes the total of a paid invoice whose balance is nothing, its date day first by the document’s own dates', () => {
    const fields = read(invoiceGermanPaid);
    expect(fields.totalCents).toEqual({ value: 133_500, confidence: 0.9 });
    // '16.10.2026' can only be read day first, so '02.10.2026' is the 2nd of October; the due date is left out.
    expect(fields.dates).toEqual(['2026-10-02']);
    expect(fields.invoiceNumber?.value).toBe('2026-1204');
  });

  it('reads a number and dates set under their labels, Spanish month names, and not the total in words', () => {
    const fields = read(erpnextPrintSpanish);
    expect(fields.totalCents).toEqual({ value: 410_060, confidence: 0.8 });
    expect(fields.dates).toEqual(['2026-01-13']);
    expect(fields.invoiceNumber).toEqual({ value: 'ACC-SINV-2026-00872', confidence: 0.85 });
  });

  it('takes no date from a month and a number in a line item, and no due date under its label', () => {
    const fields = read(erpnextPrintEnglish);
    expect(fields.dates).toEqual(['2026-03-16']);
    expect(fields.invoiceNumber?.value).toBe('ACC-SINV-2026-00311');
    expect(fields.totalCents?.value).toBe(19_450);
  });

  it('reads a Spanish receipt: the total paid, not the cash or the change; the sale id; no date from a time', () => {
    const fields = read(osposSpanish);
    expect(fields.totalCents).toEqual({ value: 4_671, confidence: 0.8 });
    expect(fields.dates).toEqual(['2026-09-03']);
    expect(fields.invoiceNumber).toEqual({ value: 'POS 1187', confidence: 0.9 });
  });

  it('reads a date without its year as of the past year, and too unsure to offer', () => {
    // 02-sparksuite-es.png: OCR lost the year of 'Creada: 17 de febrero de 2026'.
    const fields = read([
      'Academia  Factura #: F-2026-0042',
      'Creada: 17 de febrero',
      'Vence: 17 de marzo de 2026',
      'Concepto  Precio',
      'Total: 1.304,50 €',
    ]);
    expect(fields.dates).toEqual(['2026-02-17']);
    expect(fields.serviceDate).toEqual({ value: '2026-02-17', confidence: 0.42 });
  });

  it('prefers the invoice number to a sale id on a receipt that prints both', () => {
    const fields = read(['Sale ID: POS 5530', 'Invoice Number: INV-58213', 'Employee: Sam Ortiz']);
    expect(fields.invoiceNumber).toEqual({ value: 'INV-58213', confidence: 0.9 });
  });

  it('reads amounts without cents in Indian grouping, and a code after the number (sparksuite, Crater)', () => {
    expect(read(['Item  Price', 'Study material  ₹ 3,500', 'Total: ₹ 48,500']).totalCents?.value).toBe(4_850_000);
    expect(read(['Subtotal  1,210.00 USD', 'Total  1,210.00 USD']).totalCents?.value).toBe(121_000);
  });

  it('is unsure of a total without currency or cents unless the page shows it again; no month first in euros', () => {
    // 30-ospos-receipt-in.jpg as OCR read it: the rupee sign lost, or read as a 3.
    expect(read(['Atlas  X 450  3 450', 'Total  3.610', 'Cash.  -X 610']).totalCents).toEqual({
      value: 361_000,
      confidence: 0.48,
    });
    expect(read(['Sub Total  48,500', 'Grand Total: 48,500']).totalCents).toEqual({
      value: 4_850_000,
      confidence: 0.9,
    });
    expect(read(['Invoice Date: 05/03/2026', 'Total 95,00 €']).dates).toEqual(['2026-03-05']);
    expect(read(['Invoice Date: 05/03/2026', 'Total $95.00']).dates).toEqual(['2026-05-03']);
  });
});
