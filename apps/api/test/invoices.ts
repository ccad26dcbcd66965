import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** What an invoice made for a test says. */
export interface InvoiceText {
  provider: string;
  number: string;
  /** As printed, e.g. '09/01/2023'. */
  date: string;
  /** As printed, e.g. '$120.00'. */
  total: string;
}

function linesOf(invoice: InvoiceText): string[] {
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

/** A one-page PDF with a text layer. */
export async function invoicePdf(invoice: InvoiceText): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([612, 792]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  linesOf(invoice).forEach((line, index) => {
    page.drawText(line, { x: 60, y: 720 - index * 24, size: 12, font });
  });
  return Buffer.from(await document.save());
}

/** A photo-like PNG of the invoice (read by OCR), or of a blank page when `invoice` is null, on `paper`. */
export function invoicePng(invoice: InvoiceText | null, paper = '#f7f4ee'): Buffer {
  const canvas = createCanvas(900, 420);
  const context = canvas.getContext('2d');
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1c1c1c';
  context.font = '28px DejaVu Sans';
  (invoice === null ? [] : linesOf(invoice)).forEach((line, index) => {
    context.fillText(line, 40, 50 + index * 52);
  });
  return canvas.toBuffer('image/png');
}
