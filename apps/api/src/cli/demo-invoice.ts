/**
 * A one-page PDF invoice for a demo claim, its lines in Helvetica: each claim's own file, so that no two demo claims
 * share a receipt (the review screen lists claims with byte-identical files as relevant to each other).
 */
export function demoInvoicePdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 50 ${String(740 - index * 20)} Td (${pdfText(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${String(Buffer.byteLength(text, 'latin1'))} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${String(index + 1)} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF string's text: its delimiters escaped, and anything beyond Latin-1's printable range left out. */
function pdfText(line: string): string {
  return line.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (character) => `\\${character}`);
}
