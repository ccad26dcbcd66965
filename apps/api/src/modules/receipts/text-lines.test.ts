import { describe, expect, it } from 'vitest';
import { linesOf, ocrLinesOf, type BoxedWord } from './text-lines.ts';

const word = (text: string, x0: number, x1: number, baseline: number, slope = 0, lineHeight = 24): BoxedWord => ({
  text,
  box: { x0, y0: baseline - 18, x1, y1: baseline + 4 },
  baseline,
  slope,
  lineHeight,
  confidence: 90,
});

describe('linesOf', () => {
  it('puts a text layer’s items on one row into one line, columns two spaces apart', () => {
    // 11-invoiceplane-es.pdf (InvoicePlane.php, MIT): the label and the amount of the header's table, in points.
    const lines = linesOf([
      { str: '273,22 €', x: 470, y: 640, width: 40, size: 12 },
      { str: 'Importe adeudado:', x: 360, y: 640.4, width: 95, size: 12 },
      { str: 'Factura 2026-0231', x: 40, y: 600, width: 200, size: 24 },
    ]);
    expect(lines).toEqual(['Importe adeudado:  273,22 €', 'Factura 2026-0231']);
  });
});

describe('ocrLinesOf', () => {
  it('joins a label and an amount Tesseract read in two blocks of a tilted photo into one row', () => {
    // A photo turned by 3°: the row falls 0.05 pixel per pixel to the right; Tesseract gave the amount its own block.
    const slope = 0.05;
    const lines = ocrLinesOf([
      word('Invoice', 100, 190, 400, slope),
      word('2026-017', 200, 300, 400 + slope * 100, slope),
      word('Total', 100, 160, 700, slope),
      word('$388.00', 900, 1000, 700 + slope * 800, slope),
    ]);
    expect(lines).toEqual(['Invoice 2026-017', 'Total  $388.00']);
  });

  it('keeps two words of a date together when their gap is narrower than the line is tall', () => {
    // 39-photo-violin-statement.jpg of our own set: Tesseract's words and line height for '2025-12-24'.
    const lines = ocrLinesOf([word('2025', 158, 208, 774, 0, 17), word('12-24', 223, 276, 774, 0, 17)]);
    expect(lines).toEqual(['2025 12-24']);
  });
});
