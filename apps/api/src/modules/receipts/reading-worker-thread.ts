import { setPriority } from 'node:os';
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
const settings = z
  .object({ maxPixels: z.number().int().positive(), niceness: z.number().int().min(0).max(19) })
  .parse(workerData);
// On Linux a thread's niceness is its own (setpriority of pid 0 is the calling thread's), and the threads it starts,
// OCR's among them, inherit it: this lowers the reading, not the API's thread. Elsewhere it would lower the whole
// process, so it is left alone.
if (process.platform === 'linux') setPriority(settings.niceness);
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
