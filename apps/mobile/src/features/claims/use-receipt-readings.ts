import { createExternalStore, useExternalStore } from '@ace/app-core/external-store';
import type { ReceiptSuggestionsView } from '@ace/domain';
import { api } from '../../lib/api';
import type { PickedFile } from '../../lib/picked-file';
import { uploadBodyOf } from '../../lib/upload-body';

/** What the server has read from a picked file so far (issue 19). */
export type ReceiptReading =
  { state: 'reading' } | { state: 'read'; suggestions: ReceiptSuggestionsView } | { state: 'failed' };

/**
 * The files read while the app runs, by their content's fingerprint: the same bytes read the same (the server keeps
 * its readings by the same hash), so a file chosen again, or still chosen when the form comes back from the
 * ServiceProvider screen, shows what was read without being sent again.
 */
export const receiptReadings = createExternalStore<ReadonlyMap<string, ReceiptReading>>(new Map());

function settle(fingerprint: string, reading: ReceiptReading): void {
  receiptReadings.set(new Map(receiptReadings.get()).set(fingerprint, reading));
}

/**
 * Sends a file just picked to be read (POST /api/user/claim/receipt-reading), unless it is read or being read; a
 * reading that fails only means nothing to suggest, and the file is sent again when it is picked again.
 */
function readReceipt(file: PickedFile): void {
  const known = receiptReadings.get().get(file.fingerprint)?.state;
  if (known === 'reading' || known === 'read') return;
  settle(file.fingerprint, { state: 'reading' });
  uploadBodyOf(file)
    .then((body) => api.claims.readReceipt(body, file.name))
    .then(
      (suggestions) => {
        settle(file.fingerprint, { state: 'read', suggestions });
      },
      () => {
        settle(file.fingerprint, { state: 'failed' });
      },
    );
}

export interface ReceiptReadings {
  /** The reading of a file, by its fingerprint; none for a file not picked here (a kept file of a correction). */
  readingOf: (fingerprint: string) => ReceiptReading | undefined;
  read: (file: PickedFile) => void;
}

/** The readings of the files a parent picks, for the claim form to suggest the amount, date and receipt number. */
export function useReceiptReadings(): ReceiptReadings {
  const readings = useExternalStore(receiptReadings);
  return { readingOf: (fingerprint) => readings.get(fingerprint), read: readReceipt };
}
