import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';
import { ocrLinesOf, type BoxedWord } from './text-lines.ts';

/** Text that OCR read, line by line as the words stand on the page, with its mean confidence from 0 to 1. */
export interface RecognisedText {
  text: string;
  confidence: number;
}

/** The OCR engine could not start (its model missing, say): no fault of the file being read. */
export class OcrUnavailableError extends Error {}

export interface Ocr {
  /** Reads the text of an image (PNG, JPEG or WebP bytes). */
  recognise(image: Buffer): Promise<RecognisedText>;
  /** Stops the OCR worker, if one was started. */
  close(): Promise<void>;
}

/** Below this confidence (0 to 100), a mark with no letter or digit is not text. */
const SPECK_CONFIDENCE = 60;

/** The English model of @tesseract.js-data/eng (the "best" model in integers: better than the fast one, not slower). */
function englishModelFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * Tesseract (tesseract.js, WebAssembly in a worker thread) with the English model from its npm package: nothing is
 * downloaded and nothing leaves the server. The worker starts on the first image (about half a second) and reads one
 * image at a time; images sent meanwhile wait their turn.
 */
export function createOcr(): Ocr {
  let worker: Promise<Worker> | undefined;
  const started = () =>
    (worker ??= createWorker('eng', 1, { langPath: englishModelFolder(), gzip: true, cacheMethod: 'none' }).catch(
      (error: unknown) => {
        // The next image tries to start one again.
        worker = undefined;
        throw new OcrUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
      },
    ));
  return {
    async recognise(image) {
      const { data } = await (await started()).recognize(image, {}, { text: true, blocks: true });
      const words: BoxedWord[] = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.flatMap((line) => {
            const { x0, y0, x1, y1 } = line.baseline;
            const slope = x1 - x0 > 0 ? (y1 - y0) / (x1 - x0) : 0;
            const lineHeight = Math.max(line.rowAttributes.rowHeight, line.bbox.y1 - line.bbox.y0);
            // Every word of a line sits on the line's baseline (a word's own box drops with its descenders).
            return line.words.map((word) => ({
              text: word.text,
              box: word.bbox,
              baseline: y0 + slope * (word.bbox.x0 - x0),
              slope,
              lineHeight,
              confidence: word.confidence,
            }));
          }),
        ),
      );
      if (words.length === 0) return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
      // Marks without a letter or a digit that OCR doubts are specks, a table's grain or the paper's edge, not text:
      // they are left out of the lines and of the mean confidence, which is the confidence of the words read.
      const read = words.filter((word) => /[\p{L}\p{N}]/u.test(word.text) || word.confidence >= SPECK_CONFIDENCE);
      const weight = read.reduce((sum, word) => sum + word.text.length, 0);
      const confidence = read.reduce((sum, word) => sum + word.confidence * word.text.length, 0) / Math.max(1, weight);
      // The words in rows again (text-lines.ts).
      return { text: ocrLinesOf(read).join('\n'), confidence: Math.max(0, Math.min(1, confidence / 100)) };
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running !== undefined) await (await running).terminate();
    },
  };
}
