import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, type Worker } from 'tesseract.js';

/** Text that OCR read, with its mean confidence from 0 to 1. */
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
      const { data } = await (await started()).recognize(image);
      return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)) };
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running !== undefined) await (await running).terminate();
    },
  };
}
