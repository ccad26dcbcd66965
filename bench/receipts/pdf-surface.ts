import { PDFDocument, StandardFonts, grayscale, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Face } from './receipt-document.ts';
import { alignedX } from './surface.ts';
import type { Surface, TextStyle } from './surface.ts';

const fontNames: Record<Face, [StandardFonts, StandardFonts]> = {
  sans: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  serif: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  mono: [StandardFonts.Courier, StandardFonts.CourierBold],
};

/** A page of a PDF with a text layer, drawn with the standard fonts. */
export async function pdfSurface(pdf: PDFDocument, width: number, height: number): Promise<Surface> {
  const page: PDFPage = pdf.addPage([width, height]);
  const fonts = new Map<string, PDFFont>();
  for (const [face, [regular, bold]] of Object.entries(fontNames)) {
    fonts.set(`${face}-regular`, await pdf.embedFont(regular));
    fonts.set(`${face}-bold`, await pdf.embedFont(bold));
  }
  const handFont = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const fontOf = (style: TextStyle): PDFFont => {
    const font = fonts.get(`${style.face}-${style.bold === true ? 'bold' : 'regular'}`);
    if (!font) throw new Error(`no font for ${style.face}`);
    return font;
  };
  const measure = (value: string, style: TextStyle): number => fontOf(style).widthOfTextAtSize(value, style.size);
  return {
    width,
    height,
    measure,
    text(value, x, y, style) {
      page.drawText(value, {
        x: alignedX(x, measure(value, style), style.align),
        y: height - y,
        size: style.size,
        font: fontOf(style),
        color: grayscale(style.gray ?? 0),
      });
    },
    rule(x1, y1, x2, y2, thickness = 0.6) {
      page.drawLine({
        start: { x: x1, y: height - y1 },
        end: { x: x2, y: height - y2 },
        thickness,
        color: grayscale(0.35),
      });
    },
    fill(x, y, boxWidth, boxHeight, gray) {
      page.drawRectangle({ x, y: height - y - boxHeight, width: boxWidth, height: boxHeight, color: grayscale(gray) });
    },
    handwriting(value, x, y, size) {
      page.drawText(value, { x, y: height - y, size, font: handFont, color: rgb(0.12, 0.2, 0.55) });
    },
  };
}

export async function newPdf(title: string, author: string, created: Date): Promise<PDFDocument> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(title);
  pdf.setAuthor(author);
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  return pdf;
}
