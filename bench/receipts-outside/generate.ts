/**
 * Writes the outside set of issue 31 (bench/receipts-outside/files/) and what a reader should find in each
 * (expected.json): every document of documents.ts filled into its template (templates.ts, from other projects, see
 * sources.ts), printed to a text PDF by Debian's Chromium, then rasterised and made into a phone photo, a
 * scanner-app PNG or a flatbed scan (bench/receipts/photo-effects.ts).
 *
 *   node bench/receipts-outside/generate.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { format, resolveConfig } from 'prettier';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import { jpegWithin, photograph, scan, scannerAppPng } from '../receipts/photo-effects.ts';
import { seededRandom } from '../receipts/random.ts';
import { outsideDocuments, totalOf, type OutsideDocument } from './documents.ts';
import { SOURCES } from './sources.ts';
import { templates } from './templates.ts';

const filesDir = join(import.meta.dirname, 'files');
const imageBudget = 220_000;
const photoSide = 1600;

type ImageLook = 'photo' | 'scanner-app' | 'flatbed-scan';
const looks: readonly ImageLook[] = ['photo', 'scanner-app', 'flatbed-scan'];

function printed(html: string, work: string, name: string): Uint8Array {
  const page = join(work, `${name}.html`);
  const pdf = join(work, `${name}.pdf`);
  writeFileSync(page, html);
  execFileSync(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${pdf}`,
      `file://${page}`,
    ],
    { stdio: 'ignore' },
  );
  return new Uint8Array(readFileSync(pdf));
}

async function pictured(pdfBytes: Uint8Array, look: ImageLook, seed: number): Promise<Buffer> {
  const random = seededRandom(seed);
  const pdf = await getDocumentProxy(new Uint8Array(pdfBytes));
  const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
  const scale = photoSide / Math.max(viewport.width, viewport.height);
  const png = await renderPageAsImage(pdf, 1, { canvasImport: () => import('@napi-rs/canvas'), scale });
  await pdf.loadingTask.destroy();
  const rendered = await loadImage(Buffer.from(png));
  const paper = createCanvas(rendered.width, rendered.height);
  const context = paper.getContext('2d');
  context.fillStyle = 'rgb(248, 246, 240)';
  context.fillRect(0, 0, paper.width, paper.height);
  context.drawImage(rendered, 0, 0);
  if (look === 'flatbed-scan') return jpegWithin(scan(paper, random), imageBudget, 80);
  const picture = photograph(paper, random, {
    maxSide: photoSide,
    noise: look === 'scanner-app' ? random.between(1.5, 2.5) : random.between(4, 7),
    blur: random.between(0.5, 0.9),
  });
  return look === 'scanner-app' ? scannerAppPng(picture, 16) : jpegWithin(picture, imageBudget, 84);
}

/** What a claim for the document should be for: the balance still owed, or on a receipt the amount paid. */
function expectedTotal(doc: OutsideDocument): number {
  return totalOf(doc);
}

interface Entry {
  file: string;
  kind: 'text-pdf' | 'image';
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
  look?: ImageLook;
  template: string;
  source: { repository: string; path: string; commit: string };
  licence: string;
  language: string;
  totalCents: number;
  invoiceDate: string;
  invoiceNumber: string | null;
  providerName: string;
}

async function main() {
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'receipts-outside-'));
  const entries: Entry[] = [];
  try {
    for (const [index, doc] of outsideDocuments.entries()) {
      const number = String(index + 1).padStart(2, '0');
      const name = `${number}-${doc.slug}`;
      const source = SOURCES[doc.template];
      const pdf = printed(templates[doc.template](doc), work, name);
      writeFileSync(join(filesDir, `${name}.pdf`), pdf);
      const look = looks[index % looks.length] ?? 'photo';
      const image = await pictured(pdf, look, 31_000 + index);
      const extension = look === 'scanner-app' ? 'png' : 'jpg';
      writeFileSync(join(filesDir, `${name}.${extension}`), image);
      const common = {
        template: doc.template,
        source: { repository: source.repository, path: source.path, commit: source.commit },
        licence: source.licence,
        language: doc.language,
        totalCents: expectedTotal(doc),
        invoiceDate: doc.issued,
        invoiceNumber: doc.number === '' ? (doc.saleId ?? null) : doc.number,
        providerName: doc.seller.name,
      };
      entries.push({ file: `${name}.pdf`, kind: 'text-pdf', mimeType: 'application/pdf', ...common });
      entries.push({
        file: `${name}.${extension}`,
        kind: 'image',
        mimeType: extension === 'png' ? 'image/png' : 'image/jpeg',
        look,
        ...common,
      });
      console.log(`${name}: ${String(pdf.length)} B pdf, ${String(image.length)} B ${look}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const path = join(import.meta.dirname, 'expected.json');
  const options = await resolveConfig(path);
  writeFileSync(path, await format(JSON.stringify(entries), { ...options, parser: 'json' }));
}

await main();
