import { translate, type ReceiptSuggestionsView } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import { createReceiptReadings, receiptSuggestionsOf } from './receipt-readings.ts';

const invoiceRead: ReceiptSuggestionsView = {
  status: 'read',
  amount: { value: 240, confidence: 0.92 },
  dateOfService: { value: '2023-09-12', confidence: 0.9 },
  receiptNumber: { value: 'INV2041', confidence: 0.88 },
  alreadySent: [],
};

/** A server that answers each file sent when the test says so, and remembers what it was sent. */
function heldServer() {
  const sent: string[] = [];
  const pending: { resolve: (view: ReceiptSuggestionsView) => void; reject: (reason: Error) => void }[] = [];
  const send = (file: string) => {
    sent.push(file);
    return new Promise<ReceiptSuggestionsView>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  };
  const next = () => {
    const answer = pending.shift();
    if (answer === undefined) throw new Error('Nothing was sent');
    return answer;
  };
  return { sent, send, next };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the readings of chosen files', () => {
  it('sends a file once, however often it is chosen, and keeps what was read by its fingerprint', async () => {
    const server = heldServer();
    const readings = createReceiptReadings(server.send);
    readings.read('abc', 'invoice.pdf');
    expect(readings.store.get().get('abc')).toEqual({ state: 'reading' });
    readings.read('abc', 'invoice.pdf');
    server.next().resolve(invoiceRead);
    await settled();
    readings.read('abc', 'invoice-copy.pdf');
    expect(readings.store.get().get('abc')).toEqual({ state: 'read', suggestions: invoiceRead });
    expect(server.sent).toEqual(['invoice.pdf']);
  });

  it('forgets a failed reading, so that the file chosen again is sent again', async () => {
    const server = heldServer();
    const readings = createReceiptReadings(server.send);
    readings.read('abc', 'invoice.pdf');
    server.next().reject(new Error('Too many requests'));
    await settled();
    expect(readings.store.get().get('abc')).toEqual({ state: 'failed' });
    readings.read('abc', 'invoice.pdf');
    expect(readings.store.get().get('abc')).toEqual({ state: 'reading' });
    server.next().resolve(invoiceRead);
    await settled();
    expect(readings.store.get().get('abc')).toEqual({ state: 'read', suggestions: invoiceRead });
    expect(server.sent).toEqual(['invoice.pdf', 'invoice.pdf']);
  });

  it('forgets the readings of files just sent, so that chosen again they are read again', async () => {
    const server = heldServer();
    const readings = createReceiptReadings(server.send);
    readings.read('abc', 'invoice.pdf');
    readings.read('def', 'second.pdf');
    server.next().resolve(invoiceRead);
    server.next().resolve(invoiceRead);
    await settled();
    readings.forget(['abc']);
    expect([...readings.store.get().keys()]).toEqual(['def']);
    readings.read('abc', 'invoice.pdf');
    expect(server.sent).toEqual(['invoice.pdf', 'second.pdf', 'invoice.pdf']);
  });

  it('reads a second file on its own, whatever became of the first', async () => {
    const server = heldServer();
    const readings = createReceiptReadings(server.send);
    readings.read('abc', 'invoice.pdf');
    readings.read('def', 'second.pdf');
    server.next().reject(new Error('Unavailable'));
    expect(readings.store.get().get('def')).toEqual({ state: 'reading' });
    server.next().resolve(invoiceRead);
    await settled();
    expect(readings.store.get().get('abc')).toEqual({ state: 'failed' });
    expect(readings.store.get().get('def')).toEqual({ state: 'read', suggestions: invoiceRead });
    expect(server.sent).toEqual(['invoice.pdf', 'second.pdf']);
  });
});

describe('receiptSuggestionsOf', () => {
  it('offers the first file’s amount, date and number, and only the number of another file', () => {
    expect(receiptSuggestionsOf(invoiceRead, true, translate)).toEqual([
      { field: 'amount', shown: 'Amount: $240', value: '240.00' },
      { field: 'dateOfService', shown: 'Date of service: 09/12/2023', value: '2023-09-12' },
      { field: 'receiptNumber', shown: 'Receipt number: INV2041', value: 'INV2041' },
    ]);
    expect(receiptSuggestionsOf(invoiceRead, false, translate)).toEqual([
      { field: 'receiptNumber', shown: 'Receipt number: INV2041', value: 'INV2041' },
    ]);
  });
});
