import { ApiError } from '@ace/api-client';
import { translate, type ReceiptSuggestionsView } from '@ace/domain';
import { describe, expect, it } from 'vitest';
import type { ClaimFormFile } from './claim-form-state.ts';
import type { ReceiptReading } from './receipt-readings.ts';
import { alreadySentWarnings, checkableNumber, refusalsOf } from './receipts-already-sent.ts';

const file = (fingerprint: string, receiptNumber = ''): ClaimFormFile => ({
  name: `${fingerprint}.pdf`,
  size: 2048,
  mimeType: 'application/pdf',
  fingerprint,
  receiptNumber,
});

const read = (alreadySent: ReceiptSuggestionsView['alreadySent']): ReceiptReading => ({
  state: 'read',
  suggestions: { status: 'read', amount: null, dateOfService: null, receiptNumber: null, alreadySent },
});

const on = (claimId: number, submittedOn = '2026-11-28') => ({ claimId, submittedOn });

describe('checkableNumber', () => {
  it('asks about a receipt number the form takes, as the server compares it', () => {
    expect(checkableNumber(' inv7731 ')).toBe('INV7731');
    expect(checkableNumber('INV-7731')).toBeNull();
    expect(checkableNumber('  ')).toBeNull();
    expect(checkableNumber('A'.repeat(51))).toBeNull();
  });
});

describe('alreadySentWarnings', () => {
  const nothing = { readingOf: () => undefined, numbers: new Map(), refusals: new Map() };

  it('warns beside each file the family sent, by what was read from it and by its typed number', () => {
    const readings = new Map([
      ['a', read([on(13)])],
      ['b', read([])],
      ['c', { state: 'reading' } as const],
    ]);
    const sources = {
      ...nothing,
      readingOf: (fingerprint: string) => readings.get(fingerprint),
      numbers: new Map([['R9', [on(17)]]]),
    };
    expect(alreadySentWarnings([file('a'), file('b', 'r9'), file('c'), file('d', 'R-9')], sources, translate)).toEqual([
      'This receipt was already sent with claim 13 on 11/28/2026.',
      'This receipt was already sent with claim 17 on 11/28/2026.',
      null,
      null,
    ]);
    expect(alreadySentWarnings([file('a', 'R9')], sources, translate)).toEqual([
      'This receipt was already sent with claim 13 on 11/28/2026, and again since.',
    ]);
  });

  it("says the server's words for a file it refused, as long as the file's number is the one sent", () => {
    const refusals = new Map([['a|R1', 'This receipt was already sent with claim 21 on 11/29/2026.']]);
    expect(alreadySentWarnings([file('a', 'R1'), file('a', 'R2')], { ...nothing, refusals }, translate)).toEqual([
      'This receipt was already sent with claim 21 on 11/29/2026.',
      null,
    ]);
  });
});

describe('refusalsOf', () => {
  it("keeps the server's warning of each refused file, by the file and the number it was sent with", () => {
    const files = [file('a'), file('b', 'R1')];
    const error = new ApiError(
      409,
      'RECEIPT_ALREADY_SENT',
      'This receipt was already sent with claim 5 on 11/28/2026.',
      [
        { path: 'files.1', message: 'This receipt was already sent with claim 5 on 11/28/2026.' },
        { path: 'files.7', message: 'No such file' },
        { path: 'sentAgainReason', message: 'Please tell us why you are sending this receipt again.' },
      ],
    );
    expect(refusalsOf(error, files)).toEqual(
      new Map([['b|R1', 'This receipt was already sent with claim 5 on 11/28/2026.']]),
    );
  });

  it('is none for any other failure', () => {
    expect(refusalsOf(new ApiError(422, 'FUNDS_EXCEEDED', 'There are no funds available'), [])).toBeNull();
    expect(refusalsOf(new Error('offline'), [])).toBeNull();
  });
});
