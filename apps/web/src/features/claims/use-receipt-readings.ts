import type { ReceiptSuggestionsView } from '@ace/domain';
import { useCallback, useRef, useState } from 'react';

/** A field of the claim form that a file's reading may fill. */
export type SuggestedField = 'amount' | 'dateOfService' | 'receiptNumber';

export type ReceiptReading =
  | { state: 'reading' }
  | { state: 'read'; suggestions: ReceiptSuggestionsView; used: ReadonlySet<SuggestedField> }
  | { state: 'failed' };

/**
 * What the server read from each file the parent chose (issue 19), by the file's fingerprint. Each file is read
 * once, however often it is removed and chosen again; a failed reading only means there is nothing to suggest.
 */
export function useReceiptReadings(read: (content: File) => Promise<ReceiptSuggestionsView>) {
  const [readings, setReadings] = useState<ReadonlyMap<string, ReceiptReading>>(new Map());
  const started = useRef(new Set<string>());

  const settle = useCallback((fingerprint: string, reading: ReceiptReading) => {
    setReadings((current) => new Map(current).set(fingerprint, reading));
  }, []);

  const start = useCallback(
    (fingerprint: string, content: File) => {
      if (started.current.has(fingerprint)) return;
      started.current.add(fingerprint);
      settle(fingerprint, { state: 'reading' });
      read(content).then(
        (suggestions) => {
          settle(fingerprint, { state: 'read', suggestions, used: new Set() });
        },
        () => {
          settle(fingerprint, { state: 'failed' });
        },
      );
    },
    [read, settle],
  );

  const markUsed = useCallback((fingerprint: string, field: SuggestedField) => {
    setReadings((current) => {
      const reading = current.get(fingerprint);
      if (reading?.state !== 'read') return current;
      return new Map(current).set(fingerprint, { ...reading, used: new Set(reading.used).add(field) });
    });
  }, []);

  return { readings, start, markUsed };
}
