/**
 * Writes the invoice and receipt fixtures of issue 19 (bench/receipts/fixtures/) and what a reader should find in
 * each (expected.json): text PDFs, scanned PDFs without a text layer, photographed receipts and forms whose total is
 * written by hand. Deterministic: each fixture draws from its own seeded random source, so a re-run writes the same
 * bytes and changing one fixture leaves the others alone.
 *
 *   node bench/receipts/generate-fixtures.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import { format, resolveConfig } from 'prettier';
import { canvasSurface, dejaVuFamilies, liberationFamilies } from './canvas-surface.ts';
import { fixturePlans } from './fixture-plans.ts';
import type { FixturePlan } from './fixture-plans.ts';
import { drawDocument, pageHeight, pageWidths } from './layouts.ts';
import { jpegWithin, photograph, scan, scannerAppPng } from './photo-effects.ts';
import { newPdf, pdfSurface } from './pdf-surface.ts';
import { seededRandom } from './random.ts';
import type { Random } from './random.ts';
import { dateStyles, expectedFields, fileName } from './receipt-document.ts';
import type { ExpectedFields, ReceiptDocument } from './receipt-document.ts';

const fixturesDir = join(import.meta.dirname, 'fixtures');
const imageBudget = 350_000;
const scanBudget = 600 * 1024;
const scanDpi = 200;

function buildDocument(plan: FixturePlan, index: number, random: Random): ReceiptDocument {
  const story = plan.story(random, plan.provider);
  const handwrittenTotal = plan.kind === 'handwritten';
  const dateStyle = dateStyles[index % dateStyles.length] ?? 'us-slash';
  return {
    ...story,
    slug: plan.slug,
    kind: plan.kind,
    format: plan.format,
    layout: plan.layout,
    page: plan.page,
    face: plan.layout === 'thermal' ? 'mono' : plan.face,
    headFace: plan.layout === 'thermal' ? 'mono' : (plan.headFace ?? plan.face),
    dateStyle: plan.kind === 'handwritten' ? 'us-short' : dateStyle,
    money: { symbol: random.next() < 0.7, thousands: random.next() < 0.75 },
    handwritten: { total: handwrittenTotal, date: plan.handwrittenDate === true },
    paidWith: handwrittenTotal ? undefined : story.paidWith,
    note: handwrittenTotal && plan.layout !== 'receipt-book' ? 'The total is written by hand.' : story.note,
  };
}

/** The set's promises (issue 19): amounts from $12.50 to $4,800.00, every date in 2025 or 2026. */
function checkedFields(fields: ExpectedFields): ExpectedFields {
  const outside = fields.dates.filter((date) => date < '2025-01-01' || date > '2026-12-31');
  if (outside.length > 0) throw new Error(`${fields.file}: dates outside 2025-2026: ${outside.join(', ')}`);
  if (fields.totalCents < 1250 || fields.totalCents > 480_000) {
    throw new Error(`${fields.file}: total ${fields.totalCents} cents is outside $12.50-$4,800.00`);
  }
  return fields;
}

function paperCanvas(doc: ReceiptDocument, pixelsPerPoint: number, random: Random): Canvas {
  const width = pageWidths[doc.page];
  const height = pageHeight(doc);
  const canvas = createCanvas(Math.round(width * pixelsPerPoint), Math.round(height * pixelsPerPoint));
  const context = canvas.getContext('2d');
  const tint =
    doc.page === 'thermal' ? [244, 245, 243] : [random.int(244, 252), random.int(240, 248), random.int(228, 240)];
  context.fillStyle = `rgb(${tint.join(', ')})`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(pixelsPerPoint, pixelsPerPoint);
  const families = random.next() < 0.5 ? liberationFamilies : dejaVuFamilies;
  drawDocument(canvasSurface(context, width, height, families, random), doc);
  return canvas;
}

async function textPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await newPdf(`${doc.title} ${doc.number?.value ?? ''}`.trim(), doc.provider.name, pdfDate(doc));
  drawDocument(await pdfSurface(pdf, pageWidths[doc.page], pageHeight(doc)), doc);
  return pdf.save();
}

async function scannedPdf(doc: ReceiptDocument, random: Random): Promise<Uint8Array> {
  const scanned = scan(paperCanvas(doc, scanDpi / 72, random), random);
  const pdf = await newPdf('Scan', 'Scanner', pdfDate(doc));
  const image = await pdf.embedJpg(jpegWithin(scanned, scanBudget, 72));
  const width = pageWidths[doc.page];
  const height = pageHeight(doc);
  pdf.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return pdf.save();
}

function photo(doc: ReceiptDocument, random: Random): Uint8Array {
  const maxSide = 1600;
  const longSide = Math.max(pageWidths[doc.page], pageHeight(doc));
  const paper = paperCanvas(doc, maxSide / longSide, random);
  const png = doc.format === 'png';
  const picture = photograph(paper, random, {
    maxSide,
    noise: png ? random.between(1.5, 2.5) : random.between(4, 7),
    blur: random.between(0.5, 0.9),
  });
  return png ? scannerAppPng(picture, 16) : jpegWithin(picture, imageBudget, 84);
}

function pdfDate(doc: ReceiptDocument): Date {
  return new Date(`${doc.issueDate}T15:00:00Z`);
}

async function fixtureBytes(doc: ReceiptDocument, random: Random): Promise<Uint8Array> {
  if (doc.kind === 'text-pdf') return textPdf(doc);
  if (doc.kind === 'scanned-pdf') return scannedPdf(doc, random);
  return photo(doc, random);
}

rmSync(fixturesDir, { recursive: true, force: true });
mkdirSync(fixturesDir, { recursive: true });
const expected: ExpectedFields[] = [];
for (const [index, plan] of fixturePlans.entries()) {
  const random = seededRandom(19_000 + index);
  const doc = buildDocument(plan, index, random);
  const bytes = await fixtureBytes(doc, random);
  const name = fileName(doc, index);
  if (doc.format !== 'pdf' && bytes.length > imageBudget) throw new Error(`${name} is ${bytes.length} bytes`);
  writeFileSync(join(fixturesDir, name), bytes);
  expected.push(checkedFields(expectedFields(doc, index)));
  console.log(`${name.padEnd(44)} ${String(Math.round(bytes.length / 1024)).padStart(5)} KB`);
}
const expectedPath = join(fixturesDir, 'expected.json');
const prettierOptions = await resolveConfig(expectedPath);
writeFileSync(expectedPath, await format(JSON.stringify(expected), { ...prettierOptions, filepath: expectedPath }));
console.log(`${expected.length} fixtures in ${fixturesDir}`);
