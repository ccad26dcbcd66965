import { describe, expect, it } from 'vitest';
import type { ReceiptReader, ReceiptReading } from './receipt-reader.ts';
import { createReceiptReaderPool } from './receipt-reader-pool.ts';

const reading: ReceiptReading = {
  status: 'unreadable',
  source: 'none',
  textConfidence: 0,
  fields: { totalCents: null, dates: [], serviceDate: null, invoiceNumber: null, providerName: null },
  pages: 0,
  readMs: 0,
  stopped: null,
};

/** Readers whose reads end when the test says, counting how many read at once and which reader read. */
function heldReaders() {
  const state = { reading: 0, most: 0, made: 0, closed: 0 };
  const held: (() => void)[] = [];
  const newReader = (): ReceiptReader => {
    state.made += 1;
    return {
      read: () =>
        new Promise((resolve) => {
          state.reading += 1;
          state.most = Math.max(state.most, state.reading);
          held.push(() => {
            state.reading -= 1;
            resolve(reading);
          });
        }),
      close: () => {
        state.closed += 1;
        return Promise.resolve();
      },
    };
  };
  const releaseAll = async () => {
    while (held.length > 0) {
      held.splice(0).forEach((release) => {
        release();
      });
      // Let the readers given back take the files that waited.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { state, newReader, releaseAll };
}

describe('the receipt reader pool', () => {
  it('reads at most its number of files at once, the rest waiting their turn, and closes every reader', async () => {
    const { state, newReader, releaseAll } = heldReaders();
    const pool = createReceiptReaderPool(3, newReader);
    const reads = Array.from({ length: 7 }, () => pool.read(new Uint8Array([1]), 'png', new Date()));
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.reading).toBe(3);
    await releaseAll();
    expect(await Promise.all(reads)).toHaveLength(7);
    expect(state).toMatchObject({ made: 3, most: 3, reading: 0 });
    await pool.close();
    expect(state.closed).toBe(3);
  });
});
