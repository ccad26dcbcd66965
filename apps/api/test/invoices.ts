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

/** A letter-size page scanned at 200 dpi, dense with 70 lines of text: seconds of a core for OCR, little to decode. */
export function denseTextPng(): Buffer {
  const canvas = createCanvas(1700, 2200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '24px DejaVu Sans';
  for (let line = 1; line <= 70; line += 1) {
    const cents = line * 1_337;
    context.fillText(
      `Line ${String(line)}: lesson of ${String(line * 7)} minutes at $${(cents / 100).toFixed(2)}, invoice INV-${String(1_000 + line)}`,
      40,
      40 + line * 30,
    );
  }
  return canvas.toBuffer('image/png');
}
