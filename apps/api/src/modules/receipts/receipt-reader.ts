import type { FileKind, ReceiptFields } from '@ace/domain';
import { receiptFieldsOf } from './receipt-fields.ts';
import { createReadingWorker, type ReadingLimits, type ReadingStop } from './reading-worker.ts';

/** What was read from one file: its fields, not its text (nothing reads the text once the fields are found). */
export interface ReceiptReading {
  /** 'unreadable' when the file could not be opened, no text was found in it, or a limit stopped its reading. */
  status: 'read' | 'unreadable';
  source: 'text-layer' | 'ocr' | 'none';
  textConfidence: number;
  fields: ReceiptFields;
  pages: number;
  readMs: number;
  /** The limit that stopped the reading (ReadingLimits), if one did. */
  stopped: ReadingStop | null;
}

export interface ReceiptReader {
  /** Reads a file's fields; `readAt` stands for the year of a date printed without one. */
  read(bytes: Uint8Array, kind: FileKind, readAt: Date): Promise<ReceiptReading>;
  close(): Promise<void>;
}

/** Fewer letters and digits than this and a file holds no readable text. */
const MIN_READABLE_CHARACTERS = 3;

const noFields: ReceiptFields = {
  totalCents: null,
  dates: [],
  serviceDate: null,
  invoiceNumber: null,
  providerName: null,
};

/**
 * Reads invoices and receipts on this server, in a worker under `limits` (reading-worker.ts): PDF text layers with
 * pdf.js (unpdf), the rest with Tesseract OCR; the fields from the text here.
 */
export function createReceiptReader(limits: ReadingLimits): ReceiptReader {
  const worker = createReadingWorker(limits);
  return {
    async read(bytes, kind, readAt) {
      const started = performance.now();
      const outcome = await worker.read(bytes, kind);
      const readMs = Math.round(performance.now() - started);
      const { document } = outcome;
      if (document === null) {
        const unread = { textConfidence: 0, fields: noFields, pages: 0, readMs };
        return { status: 'unreadable', source: 'none', ...unread, stopped: outcome.stopped };
      }
      const readable = document.text.replace(/[^A-Za-z0-9]/g, '').length >= MIN_READABLE_CHARACTERS;
      return {
        status: readable ? 'read' : 'unreadable',
        source: document.source,
        textConfidence: document.confidence,
        fields: readable ? receiptFieldsOf(document.text, readAt, document.confidence) : noFields,
        pages: document.pages,
        readMs,
        stopped: null,
      };
    },
    close: () => worker.close(),
  };
}
