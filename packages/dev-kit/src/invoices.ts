import { PDFDocument, StandardFonts } from 'pdf-lib';

/** What an invoice made for a test or a story says, as printed ('09/01/2023', '$120.00'). */
export interface InvoiceText {
  provider: string;
  number: string;
  date: string;
  total: string;
}

/** The invoice's lines, top to bottom, as a provider's billing software prints them. */
export function invoiceLines(invoice: InvoiceText): string[] {
  return [
    invoice.provider,
    '12 High Street, Columbus, OH 43215',
    'INVOICE',
    `Invoice No. ${invoice.number}`,
    `Date of service: ${invoice.date}`,
    'Math tutoring, 2 sessions',
    `Total due: ${invoice.total}`,
  ];
}

/** A one-page PDF of the invoice with a text layer. */
export async function invoicePdf(invoice: InvoiceText): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  invoiceLines(invoice).forEach((line, index) => {
    page.drawText(line, { x: 60, y: 720 - index * 24, size: 12, font });
  });
  return Buffer.from(await document.save());
}
