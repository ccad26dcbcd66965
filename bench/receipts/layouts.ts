import { documentAmounts, formatMoney, printedDocument } from './receipt-document.ts';
import type { PageSize, PrintedLine, PrintedTable, ReceiptDocument } from './receipt-document.ts';
import type { Surface, TextStyle } from './surface.ts';

/** Page sizes in points; a thermal roll is as long as its content. */
export const pageWidths: Record<PageSize, number> = {
  letter: 612,
  'half-letter': 396,
  'receipt-book': 396,
  thermal: 226,
};

const fixedHeights: Record<Exclude<PageSize, 'thermal'>, number> = {
  letter: 792,
  'half-letter': 612,
  'receipt-book': 306,
};

const bodySizes: Record<PageSize, number> = { letter: 10, 'half-letter': 11, 'receipt-book': 10, thermal: 9.5 };

export function pageHeight(doc: ReceiptDocument): number {
  if (doc.page === 'thermal') return thermalRows(doc).length * thermalLeading + 2 * thermalMargin;
  return fixedHeights[doc.page];
}

export function drawDocument(surface: Surface, doc: ReceiptDocument): void {
  switch (doc.layout) {
    case 'thermal':
      drawThermal(surface, doc);
      return;
    case 'receipt-book':
      drawReceiptBook(surface, doc);
      return;
    default:
      drawStandard(surface, doc);
  }
}

function fitted(surface: Surface, value: string, style: TextStyle, room: number): TextStyle {
  const width = surface.measure(value, style);
  return width <= room ? style : { ...style, size: (style.size * room) / width };
}

function drawLetterhead(
  surface: Surface,
  doc: ReceiptDocument,
  align: 'left' | 'center' | 'right',
  top: number,
): number {
  const size = bodySizes[doc.page];
  const margin = surface.width * 0.08;
  const x = align === 'left' ? margin : align === 'center' ? surface.width / 2 : surface.width - margin;
  const nameStyle: TextStyle = { face: doc.headFace, size: size * 1.8, bold: true, align };
  let y = top + size * 1.8;
  surface.text(doc.provider.name, x, y, fitted(surface, doc.provider.name, nameStyle, surface.width * 0.6));
  if (doc.provider.tagline) {
    y += size * 1.3;
    surface.text(doc.provider.tagline, x, y, { face: doc.headFace, size: size * 0.95, align, gray: 0.3 });
  }
  for (const text of [...doc.provider.address, ...doc.provider.contact]) {
    y += size * 1.25;
    surface.text(text, x, y, { face: doc.face, size: size * 0.9, align, gray: 0.15 });
  }
  return y + size;
}

function drawBanner(surface: Surface, doc: ReceiptDocument): number {
  const size = bodySizes[doc.page];
  const margin = surface.width * 0.08;
  const rows = Math.max(doc.provider.address.length, doc.provider.contact.length);
  const bandHeight = size * (3.6 + 1.2 * rows);
  surface.fill(0, 0, surface.width, bandHeight, 0.22);
  const nameStyle: TextStyle = { face: doc.headFace, size: size * 1.8, bold: true, gray: 1 };
  surface.text(
    doc.provider.name,
    margin,
    size * 2.4,
    fitted(surface, doc.provider.name, nameStyle, surface.width - 2 * margin),
  );
  const small: TextStyle = { face: doc.face, size: size * 0.85, gray: 0.92 };
  doc.provider.address.forEach((text, index) => {
    surface.text(text, margin, size * (3.9 + 1.2 * index), small);
  });
  doc.provider.contact.forEach((text, index) => {
    surface.text(text, surface.width - margin, size * (3.9 + 1.2 * index), { ...small, align: 'right' });
  });
  return bandHeight + size;
}

function drawLines(
  surface: Surface,
  doc: ReceiptDocument,
  lines: PrintedLine[],
  x: number,
  y: number,
  labelWidth: number,
): number {
  const size = bodySizes[doc.page];
  let cursor = y;
  for (const item of lines) {
    cursor += size * 1.35;
    surface.text(item.label, x, cursor, { face: doc.face, size, bold: true, gray: 0.2 });
    if (item.handwritten) surface.handwriting(item.value, x + labelWidth, cursor, size * 1.5);
    else {
      const style: TextStyle = { face: doc.face, size };
      surface.text(
        item.value,
        x + labelWidth,
        cursor,
        fitted(surface, item.value, style, surface.width * 0.93 - x - labelWidth),
      );
    }
  }
  return cursor;
}

function drawTextBlock(surface: Surface, doc: ReceiptDocument, heading: string, lines: string[], x: number, y: number) {
  const size = bodySizes[doc.page];
  let cursor = y + size * 1.35;
  surface.text(heading, x, cursor, { face: doc.face, size, bold: true, gray: 0.2 });
  for (const text of lines) {
    cursor += size * 1.3;
    surface.text(text, x, cursor, { face: doc.face, size });
  }
  return cursor;
}

function naturalWidths(surface: Surface, doc: ReceiptDocument, table: PrintedTable): number[] {
  const size = bodySizes[doc.page];
  return table.headers.map(
    (header, column) =>
      Math.max(
        surface.measure(header, { face: doc.face, size, bold: true }),
        ...table.rows.map((row) => surface.measure(row[column] ?? '', { face: doc.face, size })),
      ) +
      size * 1.2,
  );
}

function columnWidths(natural: number[], description: number, room: number): number[] {
  const others = natural.reduce((sum, width, column) => (column === description ? sum : sum + width), 0);
  const rest = Math.max(room - others, room * 0.3);
  const squeeze = Math.min(1, (room - rest) / others);
  return natural.map((width, column) => (column === description ? rest : width * squeeze));
}

/** On a narrow page the date and code of a line go on a line of their own above it, as narrow statements do. */
function stackedTable(table: PrintedTable): { table: PrintedTable; above: string[] } {
  const description = table.headers.indexOf('Description');
  return {
    table: {
      headers: table.headers.slice(description),
      align: table.align.slice(description),
      rows: table.rows.map((row) => row.slice(description)),
    },
    above: table.rows.map((row) => row.slice(0, description).join('   ')),
  };
}

function drawTable(surface: Surface, doc: ReceiptDocument, printed: PrintedTable, top: number): number {
  const size = bodySizes[doc.page];
  const margin = surface.width * 0.08;
  const room = surface.width - 2 * margin;
  const fits = naturalWidths(surface, doc, printed).reduce((sum, width) => sum + width, 0) <= room;
  const { table, above } =
    fits || printed.headers[0] === 'Description' ? { table: printed, above: [] } : stackedTable(printed);
  const widths = columnWidths(naturalWidths(surface, doc, table), table.headers.indexOf('Description'), room);
  const starts = widths.map((_, index) => margin + widths.slice(0, index).reduce((sum, width) => sum + width, 0));
  const cell = (value: string, column: number, y: number, style: TextStyle): void => {
    const start = starts[column] ?? margin;
    const width = widths[column] ?? 0;
    const right = table.align[column] === 'right';
    const shaped = fitted(surface, value, { ...style, align: right ? 'right' : 'left' }, width - size * 0.6);
    surface.text(value, right ? start + width - size * 0.3 : start + size * 0.3, y, shaped);
  };
  let y = top + size * 1.6;
  surface.fill(margin, y - size * 1.1, room, size * 1.6, 0.9);
  table.headers.forEach((header, column) => {
    cell(header, column, y, { face: doc.face, size, bold: true });
  });
  y += size * 0.6;
  surface.rule(margin, y, margin + room, y);
  table.rows.forEach((row, index) => {
    const over = above[index];
    if (over !== undefined) {
      y += size * 1.45;
      surface.text(over, margin + size * 0.3, y, { face: doc.face, size: size * 0.9, gray: 0.3 });
    }
    y += size * (over === undefined ? 1.55 : 1.25);
    row.forEach((value, column) => {
      cell(value, column, y, { face: doc.face, size });
    });
  });
  y += size * 0.7;
  surface.rule(margin, y, margin + room, y);
  return y;
}

function drawTotals(surface: Surface, doc: ReceiptDocument, totals: PrintedLine[], top: number): number {
  const size = bodySizes[doc.page];
  const right = surface.width * 0.92 - size * 0.3;
  const labelRight = right - size * 9;
  let y = top;
  for (const item of totals) {
    y += size * (item.strong ? 1.8 : 1.45);
    const style: TextStyle = { face: doc.face, size: item.strong ? size * 1.1 : size, bold: item.strong };
    if (item.strong) surface.rule(labelRight - size * 8, y - size * 1.25, right, y - size * 1.25, 0.4);
    surface.text(item.label, labelRight, y, { ...style, align: 'right' });
    if (item.handwritten) surface.handwriting(item.value, right - size * 7.5, y, size * 1.6);
    else surface.text(item.value, right, y, { ...style, align: 'right' });
  }
  return y;
}

/** At the foot of the page, or just under the totals when they reach that far. */
function drawFooter(surface: Surface, doc: ReceiptDocument, contentEnd: number): void {
  const size = bodySizes[doc.page];
  const lines = doc.footer;
  const top = Math.max(
    surface.height - surface.width * 0.07 - (lines.length - 1) * size * 1.3,
    contentEnd + size * 2.2,
  );
  lines.forEach((text, index) => {
    const y = top + index * size * 1.3;
    surface.text(text, surface.width / 2, y, { face: doc.face, size: size * 0.85, align: 'center', gray: 0.3 });
  });
}

function drawStandard(surface: Surface, doc: ReceiptDocument): void {
  const printed = printedDocument(doc);
  const size = bodySizes[doc.page];
  const margin = surface.width * 0.08;
  const narrow = surface.width < 500;
  const titleStyle: TextStyle = { face: doc.headFace, size: size * (narrow ? 1.7 : 2.1), bold: true, gray: 0.25 };
  const besideTop = margin * 0.7 + size * 2.2;
  let y: number;
  if (doc.layout === 'banner') {
    y = drawBanner(surface, doc) + size * 1.6;
    surface.text(doc.title, margin, y, titleStyle);
  } else if (doc.layout === 'centered' || doc.layout === 'letter') {
    y = drawLetterhead(surface, doc, 'center', margin * 0.7);
    surface.rule(margin, y, surface.width - margin, y, 1);
    y += size * 2.6;
    surface.text(doc.title, surface.width / 2, y, { ...titleStyle, align: 'center' });
  } else if (doc.layout === 'right-head') {
    y = drawLetterhead(surface, doc, 'right', margin * 0.7);
    if (narrow) {
      y += size * 1.8;
      surface.text(doc.title, margin, y, titleStyle);
    } else surface.text(doc.title, margin, besideTop, titleStyle);
  } else {
    y = drawLetterhead(surface, doc, 'left', margin * 0.7);
    if (narrow) {
      y += size * 1.8;
      surface.text(doc.title, surface.width - margin, y, { ...titleStyle, align: 'right' });
    } else surface.text(doc.title, surface.width - margin, besideTop, { ...titleStyle, align: 'right' });
  }
  y += size * 0.6;
  const labelStyle: TextStyle = { face: doc.face, size, bold: true };
  const labelWidth = Math.max(...printed.meta.map((item) => surface.measure(item.label, labelStyle))) + size * 0.8;
  if (narrow) {
    y = drawTextBlock(surface, doc, doc.billToLabel, doc.billTo, margin, y);
    y = drawLines(surface, doc, printed.meta, margin, y + size * 0.4, labelWidth) + size;
  } else {
    const metaOnLeft = doc.layout !== 'classic' && doc.layout !== 'order';
    const half = surface.width / 2;
    const metaEnd = drawLines(surface, doc, printed.meta, metaOnLeft ? margin : half, y, labelWidth);
    const billEnd = drawTextBlock(
      surface,
      doc,
      doc.billToLabel,
      doc.billTo,
      metaOnLeft ? half + margin / 2 : margin,
      y,
    );
    y = Math.max(metaEnd, billEnd) + size;
  }
  if (doc.layout === 'letter') {
    y += size * 1.4;
    const sum = formatMoney(documentAmounts(doc).total, doc.money);
    const sentence = `Received from ${doc.billTo[0] ?? ''} the sum of ${sum} for the following:`;
    surface.text(sentence, margin, y, fitted(surface, sentence, { face: doc.face, size }, surface.width - 2 * margin));
  }
  y = drawTable(surface, doc, printed.table, y);
  drawFooter(surface, doc, drawTotals(surface, doc, printed.totals, y));
}

const thermalMargin = 10;
const thermalLeading = 13.5;
const thermalColumns = 34;

interface ThermalRow {
  left?: string;
  right?: string;
  center?: string;
  bold?: boolean;
  rule?: boolean;
  handwritten?: boolean;
}

function thermalRows(doc: ReceiptDocument): ThermalRow[] {
  const printed = printedDocument(doc);
  const dateColumn = printed.table.headers.indexOf('Date');
  const rows: ThermalRow[] = [
    { center: doc.provider.name.toUpperCase(), bold: true },
    ...[...doc.provider.address, ...doc.provider.contact].map((text) => ({ center: text })),
    { rule: true },
    { center: doc.title, bold: true },
    ...printed.meta.flatMap((item): ThermalRow[] =>
      item.label.length + item.value.length < thermalColumns - 1
        ? [{ left: item.label, right: item.value, handwritten: item.handwritten }]
        : [{ left: item.label }, { right: item.value, handwritten: item.handwritten }],
    ),
    ...doc.billTo.map((text) => ({ left: text })),
    { rule: true },
  ];
  printed.table.rows.forEach((row, index) => {
    const item = doc.items[index];
    if (!item) return;
    const when = dateColumn >= 0 ? row[dateColumn] : '';
    rows.push({ left: when ? `${item.description} ${when}` : item.description });
    rows.push({ left: `  ${row.at(-3) ?? ''} @ ${row.at(-2) ?? ''}`, right: row.at(-1) ?? '' });
  });
  rows.push({ rule: true });
  for (const item of printed.totals) {
    rows.push({ left: item.label, right: item.value, bold: item.strong, handwritten: item.handwritten });
  }
  rows.push({ rule: true });
  for (const text of doc.footer) rows.push({ center: text });
  return rows;
}

function drawThermal(surface: Surface, doc: ReceiptDocument): void {
  const size = bodySizes.thermal;
  const right = surface.width - thermalMargin;
  thermalRows(doc).forEach((row, index) => {
    const y = thermalMargin + (index + 1) * thermalLeading - 3;
    const style: TextStyle = { face: 'mono', size, bold: row.bold };
    if (row.rule === true)
      surface.text('-'.repeat(thermalColumns), surface.width / 2, y, { ...style, align: 'center' });
    if (row.center !== undefined) {
      const centered: TextStyle = { ...style, align: 'center' };
      surface.text(row.center, surface.width / 2, y, fitted(surface, row.center, centered, right - thermalMargin));
    }
    if (row.left !== undefined) surface.text(row.left, thermalMargin, y, style);
    if (row.right !== undefined) {
      if (row.handwritten === true) surface.handwriting(row.right, right - size * 6, y, size * 1.5);
      else surface.text(row.right, right, y, { ...style, align: 'right' });
    }
  });
}

function drawReceiptBook(surface: Surface, doc: ReceiptDocument): void {
  const printed = printedDocument(doc);
  const size = bodySizes['receipt-book'];
  const margin = 22;
  const right = surface.width - margin;
  const print = (text: string, x: number, y: number, extra: Partial<TextStyle> = {}): void => {
    surface.text(text, x, y, { face: 'sans', size, gray: 0.1, ...extra });
  };
  const blank = (label: string, value: string, y: number, x = margin, end = right): void => {
    print(label, x, y, { bold: true });
    const start = x + surface.measure(label, { face: 'sans', size, bold: true }) + 6;
    surface.rule(start, y + 3, end, y + 3, 0.5);
    surface.handwriting(value, start + 8, y - 1, size * 1.7);
  };
  print(doc.provider.name, margin, margin + 14, { size: size * 1.45, bold: true, face: doc.headFace });
  [...doc.provider.address, ...doc.provider.contact].forEach((text, index) => {
    print(text, margin, margin + 28 + index * 11, { size: size * 0.82 });
  });
  print(doc.title, right, margin + 14, { size: size * 1.6, bold: true, align: 'right', gray: 0.35 });
  if (doc.number) print(`${doc.number.label} ${doc.number.value}`, right, margin + 32, { align: 'right', bold: true });
  const dateLine = printed.meta.find((item) => item.label === doc.issueLabel);
  const total = printed.totals.find((item) => item.strong);
  const top = margin + 40 + 11 * (doc.provider.address.length + doc.provider.contact.length);
  blank(`${doc.issueLabel}:`, dateLine?.value ?? '', top, surface.width * 0.55);
  blank('Received from', doc.billTo[0] ?? '', top + 32);
  blank('For', doc.items.map((item) => item.description).join(', '), top + 64);
  blank('Amount  $', (total?.value ?? '').replace('$', ''), top + 96, margin, surface.width * 0.55);
  print('[  ] Cash   [  ] Check   [  ] Card', surface.width * 0.58, top + 96, { size: size * 0.85 });
  print('Received by', surface.width * 0.5, top + 128, { size: size * 0.85 });
  surface.rule(surface.width * 0.5 + 55, top + 131, right, top + 131, 0.5);
}
