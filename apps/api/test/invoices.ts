import { invoiceLines, type InvoiceText } from '@ace/dev-kit/invoices';
import { createCanvas } from '@napi-rs/canvas';

/** A photo-like PNG of the invoice (read by OCR), or of a blank page when `invoice` is null, on `paper`. */
export function invoicePng(invoice: InvoiceText | null, paper = '#f7f4ee'): Buffer {
  const canvas = createCanvas(900, 420);
  const context = canvas.getContext('2d');
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1c1c1c';
  context.font = '28px DejaVu Sans';
  (invoice === null ? [] : invoiceLines(invoice)).forEach((line, index) => {
    context.fillText(line, 40, 50 + index * 52);
  });
  return canvas.toBuffer('image/png');
}
