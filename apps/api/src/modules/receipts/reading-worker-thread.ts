import { parentPort, workerData } from 'node:worker_threads';
import { FILE_KINDS } from '@ace/domain';
import { z } from 'zod';
import { OverPixelBudgetError, readDocumentText } from './document-text.ts';
import { createOcr, OcrUnavailableError } from './ocr.ts';
import type { ReadingRequest, ThreadAnswer } from './reading-worker.ts';

/**
 * The reading worker's thread (started by reading-worker.ts): reads one file at a time, pdf.js and the image decoder
 * here rather than on the API's thread, with its own OCR worker. Whatever its file does to it, the API only loses
 * this thread.
 */
const settings = z.object({ maxPixels: z.number().int().positive() }).parse(workerData);
const requestSchema = z.object({ bytes: z.instanceof(Uint8Array), kind: z.enum(FILE_KINDS) });
const ocr = createOcr();
const port = parentPort;

async function answer(request: ReadingRequest): Promise<ThreadAnswer> {
  try {
    return { outcome: 'read', document: await readDocumentText(request.bytes, request.kind, ocr, settings.maxPixels) };
  } catch (error) {
    if (error instanceof OverPixelBudgetError) return { outcome: 'unreadable', stopped: 'overPixelBudget' };
    if (error instanceof OcrUnavailableError) return { outcome: 'failed', message: error.message };
    // Anything else the file did to pdf.js or the decoder: reading it again would do the same.
    return { outcome: 'unreadable', stopped: null };
  }
}

port?.on('message', (message: unknown) => {
  void answer(requestSchema.parse(message)).then((reply) => {
    port.postMessage(reply);
  });
});
