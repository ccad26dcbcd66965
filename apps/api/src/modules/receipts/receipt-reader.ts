import type { FileKind, ReceiptFields } from '@ace/domain';
import { readDocumentText, UnreadableDocumentError, type DocumentText } from './document-text.ts';
import { createOcr } from './ocr.ts';
import { receiptFieldsOf } from './receipt-fields.ts';

/** What was read from one file. */
export interface ReceiptReading {
  /** 'unreadable' when the file could not be opened or no text was found in it. */
  status: 'read' | 'unreadable';
  source: DocumentText['source'] | 'none';
  text: string;
  textConfidence: number;
  fields: ReceiptFields;
  pages: number;
  readMs: number;
}

export interface ReceiptReader {
  /** Reads a file's text and fields; `readAt` stands for the year of a date printed without one. */
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

/** Reads invoices and receipts on this server: PDF text layers with pdf.js (unpdf), the rest with Tesseract OCR. */
export function createReceiptReader(): ReceiptReader {
  const ocr = createOcr();
  return {
    async read(bytes, kind, readAt) {
      const started = performance.now();
      const readMs = () => Math.round(performance.now() - started);
      let document: DocumentText;
      try {
        document = await readDocumentText(bytes, kind, ocr);
      } catch (error) {
        if (!(error instanceof UnreadableDocumentError)) throw error;
        return {
          status: 'unreadable',
          source: 'none',
          text: '',
          textConfidence: 0,
          fields: noFields,
          pages: 0,
          readMs: readMs(),
        };
      }
      const readable = document.text.replace(/[^A-Za-z0-9]/g, '').length >= MIN_READABLE_CHARACTERS;
      return {
        status: readable ? 'read' : 'unreadable',
        source: document.source,
        text: document.text,
        textConfidence: document.confidence,
        fields: readable ? receiptFieldsOf(document.text, readAt, document.confidence) : noFields,
        pages: document.pages,
        readMs: readMs(),
      };
    },
    close: () => ocr.close(),
  };
}
