import type { ReceiptReader } from './receipt-reader.ts';

/**
 * Reads up to `threads` files at once, each reader with a thread of its own (started on its first file); a file
 * beyond that waits for the next free reader. The reader used last is given first, so a quiet process starts one
 * thread only.
 */
export function createReceiptReaderPool(threads: number, newReader: () => ReceiptReader): ReceiptReader {
  const readers = Array.from({ length: threads }, newReader);
  const idle = [...readers];
  const waiting: ((reader: ReceiptReader) => void)[] = [];

  const take = () =>
    new Promise<ReceiptReader>((resolve) => {
      const reader = idle.pop();
      if (reader === undefined) waiting.push(resolve);
      else resolve(reader);
    });
  const giveBack = (reader: ReceiptReader) => {
    const next = waiting.shift();
    if (next === undefined) idle.push(reader);
    else next(reader);
  };

  return {
    async read(bytes, kind, readAt) {
      const reader = await take();
      try {
        return await reader.read(bytes, kind, readAt);
      } finally {
        giveBack(reader);
      }
    },
    async close() {
      await Promise.all(readers.map((reader) => reader.close()));
    },
  };
}
