import type { FileKind } from '@ace/domain';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { imageSize } from 'image-size';
import { getDocumentProxy, renderPageAsImage } from 'unpdf';
import type { Ocr } from './ocr.ts';
import { linesOf } from './text-lines.ts';

/** The text of a document, line by line, and how it was read. */
export interface DocumentText {
  text: string;
  /** 1 for a PDF's text layer; OCR's mean confidence (0 to 1) otherwise. */
  confidence: number;
  source: 'text-layer' | 'ocr';
  /** The pages read (at most MAX_PAGES). */
  pages: number;
}

/** The bytes are not a PDF or an image that can be opened (damaged, or not what their first bytes said). */
export class UnreadableDocumentError extends Error {}

/** An image, or a PDF page to render, that declares more pixels than the budget: refused before it is decoded. */
export class OverPixelBudgetError extends UnreadableDocumentError {}

async function opened<Value>(open: Promise<Value>): Promise<Value> {
  try {
    return await open;
  } catch (error) {
    throw new UnreadableDocumentError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/** Invoices are a page or two: the first pages hold the total and the dates. */
export const MAX_PAGES = 3;
/** Fewer letters and digits than this in a PDF's text layer: a scan, read by OCR. */
const MIN_TEXT_LAYER_CHARACTERS = 20;
/** The longest side an image is read at: phone photos are scaled down to it (OCR's time grows with the pixels). */
const MAX_IMAGE_SIDE = 2000;
/** A scanned page is rendered at twice its size in points (144 dpi), then scaled down to MAX_IMAGE_SIDE. */
const RENDER_SCALE = 2;

function withinBudget(width: number, height: number, maxPixels: number) {
  if (width * height > maxPixels) {
    throw new OverPixelBudgetError(`${Math.round(width)} x ${Math.round(height)} pixels, over ${maxPixels}`);
  }
}

const characters = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').length;

/** The width and height an image's header declares, read without decoding it. */
function declaredSize(bytes: Uint8Array): { width: number; height: number } {
  try {
    return imageSize(bytes);
  } catch (error) {
    throw new UnreadableDocumentError(error instanceof Error ? error.message : String(error), { cause: error });
  }
}

/**
 * An image as PNG, no larger than MAX_IMAGE_SIDE, on white (a transparent receipt is black to OCR). It is decoded whole
 * before it is scaled: an image whose header declares more than `maxPixels` is refused first.
 */
async function imageForOcr(bytes: Uint8Array, maxPixels: number): Promise<Buffer> {
  const { width, height } = declaredSize(bytes);
  withinBudget(width, height, maxPixels);
  const image = await opened(loadImage(Buffer.from(bytes)));
  const scale = Math.min(1, MAX_IMAGE_SIDE / Math.max(image.width, image.height));
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/png');
}

async function recogniseAll(ocr: Ocr, images: readonly Buffer[]): Promise<{ text: string; confidence: number }> {
  const read = [];
  for (const image of images) read.push(await ocr.recognise(image));
  const text = read.map((page) => page.text).join('\n');
  // The pages' confidences, each weighed by how much text it holds.
  const weight = read.reduce((sum, page) => sum + characters(page.text), 0);
  const confidence =
    weight === 0 ? 0 : read.reduce((sum, page) => sum + page.confidence * characters(page.text), 0) / weight;
  return { text, confidence };
}

async function pdfText(bytes: Uint8Array, ocr: Ocr, maxPixels: number): Promise<DocumentText> {
  // pdf.js takes the buffer over: it gets a copy, so the caller's bytes stay whole. It skips images above the budget.
  const pdf = await opened(getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, maxImageSize: maxPixels }));
  try {
    const pages = Math.min(pdf.numPages, MAX_PAGES);
    const lines: string[] = [];
    for (let number = 1; number <= pages; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const items = content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                str: item.str,
                x: Number(item.transform[4]),
                y: Number(item.transform[5]),
                width: item.width,
                size: Math.hypot(Number(item.transform[2]), Number(item.transform[3])),
              },
            ]
          : [],
      );
      lines.push(...linesOf(items));
    }
    const text = lines.join('\n');
    if (characters(text) >= MIN_TEXT_LAYER_CHARACTERS) return { text, confidence: 1, source: 'text-layer', pages };
    const images: Buffer[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { width, height } = (await pdf.getPage(page)).getViewport({ scale: RENDER_SCALE });
      withinBudget(width, height, maxPixels);
      const canvasImport = () => import('@napi-rs/canvas');
      const png = await renderPageAsImage(pdf, page, { canvasImport, scale: RENDER_SCALE });
      images.push(await imageForOcr(new Uint8Array(png), maxPixels));
    }
    return { ...(await recogniseAll(ocr, images)), source: 'ocr', pages };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * The text of an invoice or receipt: a PDF's text layer, or OCR of a scanned PDF's pages or of an image. No image or
 * page of more than `maxPixels` is decoded or rendered (OverPixelBudgetError). Run it in the reading worker
 * (reading-worker.ts), which bounds its time and memory.
 */
export async function readDocumentText(
  bytes: Uint8Array,
  kind: FileKind,
  ocr: Ocr,
  maxPixels: number,
): Promise<DocumentText> {
  if (kind === 'pdf') return pdfText(bytes, ocr, maxPixels);
  return { ...(await recogniseAll(ocr, [await imageForOcr(bytes, maxPixels)])), source: 'ocr', pages: 1 };
}
