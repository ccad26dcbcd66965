import { parentPort, workerData, type Worker } from 'node:worker_threads';
import { FILE_KINDS } from '@ace/domain';
import { z } from 'zod';
import { OverPixelBudgetError, readDocumentText } from './document-text.ts';
import { createOcr, OcrUnavailableError } from './ocr.ts';
import { lowerThisThread } from './reading-priority.ts';
import { cpuMsBetween, LOOK_MS, type OcrCpuReport, type ReadingRequest, type ThreadAnswer } from './reading-worker.ts';

/**
 * The reading worker's thread (started by reading-worker.ts): reads one file at a time, pdf.js and the image decoder
 * here rather than on the API's thread, with its own OCR worker. Whatever its file does to it, the API only loses
 * this thread.
 */
const settings = z
  .object({
    maxPixels: z.number().int().positive(),
    priority: z.object({ niceness: z.number().int().min(0).max(19), idle: z.boolean() }),
  })
  .parse(workerData);
// The reading, not the API's thread, and before OCR's thread is started, so that it inherits the same.
lowerThisThread(settings.priority);
const requestSchema = z.object({ bytes: z.instanceof(Uint8Array), kind: z.enum(FILE_KINDS) });
const ocr = createOcr();
const port = parentPort;
// The thread OCR starts (tesseract.js starts one, on the first image): its CPU time counts in the file's.
let ocrThread: Worker | undefined;
process.on('worker', (started) => {
  ocrThread = started;
});

/**
 * Tells the API's thread, every LOOK_MS while a file is read, how much CPU time OCR has spent on it: this thread
 * waits for OCR meanwhile, so it is free to look. Stop it when the file is read.
 */
function reportOcrCpu(): () => void {
  const zero = { user: 0, system: 0 };
  const before = ocrThread?.cpuUsage().catch(() => zero) ?? Promise.resolve(zero);
  let reporting = true;
  const look = setInterval(() => {
    const thread = ocrThread;
    if (thread === undefined) return;
    Promise.all([before, thread.cpuUsage()]).then(
      ([start, now]) => {
        // A look that ends after the file's answer would count in the next file's.
        if (reporting) port?.postMessage({ ocrCpuMs: cpuMsBetween(start, now) } satisfies OcrCpuReport);
      },
      // OCR's thread ended meanwhile: the reading fails on its own.
      () => undefined,
    );
  }, LOOK_MS);
  return () => {
    reporting = false;
    clearInterval(look);
  };
}

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
  const stopReporting = reportOcrCpu();
  void answer(requestSchema.parse(message)).then((reply) => {
    stopReporting();
    port.postMessage(reply);
  });
});
