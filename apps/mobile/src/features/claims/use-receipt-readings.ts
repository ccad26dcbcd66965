import type { ReceiptSuggestionsView } from '@ace/domain';
import { useRef, useState } from 'react';
import { api } from '../../lib/api';
import type { PickedFile } from '../../lib/picked-file';
import { uploadBodyOf } from '../../lib/upload-body';

/** What the server has read from a picked file so far (issue 19). */
export type ReceiptReading =
  { state: 'reading' } | { state: 'read'; suggestions: ReceiptSuggestionsView } | { state: 'failed' };

export interface ReceiptReadings {
  /** The reading of a file, by its fingerprint; none for a file not read here (a kept file of a correction). */
  readingOf: (fingerprint: string) => ReceiptReading | undefined;
  /** Sends a file just picked to be read; its answer arrives later, and a failure only means nothing to suggest. */
  read: (file: PickedFile) => void;
}

/**
 * The server's reading of each file the parent picks (POST /api/user/claim/receipt-reading), kept with the form, so
 * the form can suggest the amount, the date of service and the receipt number read. A file read already, or being
 * read, is not sent again when it is picked again.
 */
export function useReceiptReadings(): ReceiptReadings {
  const [readings, setReadings] = useState<ReadonlyMap<string, ReceiptReading>>(() => new Map());
  // The files read or being read, by fingerprint, as of now: a picker's answer comes to the render that opened it.
  const asked = useRef(new Set<string>());
  const settle = (fingerprint: string, reading: ReceiptReading) => {
    setReadings((current) => new Map(current).set(fingerprint, reading));
  };
  return {
    readingOf: (fingerprint) => readings.get(fingerprint),
    read: (file) => {
      if (asked.current.has(file.fingerprint)) return;
      asked.current.add(file.fingerprint);
      settle(file.fingerprint, { state: 'reading' });
      uploadBodyOf(file)
        .then((body) => api.claims.readReceipt(body, file.name))
        .then(
          (suggestions) => {
            settle(file.fingerprint, { state: 'read', suggestions });
          },
          () => {
            asked.current.delete(file.fingerprint);
            settle(file.fingerprint, { state: 'failed' });
          },
        );
    },
  };
}
