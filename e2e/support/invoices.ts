import { PDFDocument, StandardFonts } from 'pdf-lib';

/** What an invoice made for a story says, as printed ('09/01/2023', '$120.00'). */
export interface InvoiceText {
  provider: string;
  number: string;
  date: string;
  total: string;
}

/** A one-page invoice with a text layer, as a provider's billing software makes it, for the claim form's picker. */
export async function invoicePdf(
  name: string,
  invoice: InvoiceText,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  [
    invoice.provider,
    '12 High Street, Columbus, OH 43215',
    'INVOICE',
    `Invoice No. ${invoice.number}`,
    `Date of service: ${invoice.date}`,
    'Math tutoring, 2 sessions',
    `Total due: ${invoice.total}`,
  ].forEach((line, index) => {
    page.drawText(line, { x: 60, y: 720 - index * 24, size: 12, font });
  });
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(await document.save()) };
}
