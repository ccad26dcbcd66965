import type { ReceiptSuggestionsView } from '@ace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A field of the claim form that a file's reading may fill. */
export type SuggestedField = 'amount' | 'dateOfService' | 'receiptNumber';

export type ReceiptReading =
  | { state: 'reading' }
  | { state: 'read'; suggestions: ReceiptSuggestionsView; used: ReadonlySet<SuggestedField> }
  | { state: 'failed' };

/**
 * The server's answer for each file sent to be read while the page is open, by the file's fingerprint (as the
 * server keeps its readings by the file's hash): the form back from the ServiceProvider screen, or a file chosen
 * again, is not sent again. A failed reading is forgotten, so that a later form may ask again.
 */
const answers = new Map<string, Promise<ReceiptSuggestionsView>>();

/**
 * What the server read from each file the parent chose (issue 19), by the file's fingerprint. Each file is read
 * once; `initial`, the files the form holds when it opens, shows what was read from them before. A failed reading
 * only means there is nothing to suggest.
 */
export function useReceiptReadings(
  read: (content: File) => Promise<ReceiptSuggestionsView>,
  initial: readonly string[],
) {
  const [readings, setReadings] = useState<ReadonlyMap<string, ReceiptReading>>(new Map());
  const followed = useRef(new Set<string>());
  const [held] = useState(initial);

  const settle = useCallback((fingerprint: string, reading: ReceiptReading) => {
    setReadings((current) => new Map(current).set(fingerprint, reading));
  }, []);

  const follow = useCallback(
    (fingerprint: string, answer: Promise<ReceiptSuggestionsView>) => {
      followed.current.add(fingerprint);
      settle(fingerprint, { state: 'reading' });
      answer.then(
        (suggestions) => {
          settle(fingerprint, { state: 'read', suggestions, used: new Set() });
        },
        () => {
          answers.delete(fingerprint);
          settle(fingerprint, { state: 'failed' });
        },
      );
    },
    [settle],
  );

  useEffect(() => {
    for (const fingerprint of held) {
      const answer = answers.get(fingerprint);
      if (answer !== undefined && !followed.current.has(fingerprint)) follow(fingerprint, answer);
    }
  }, [held, follow]);

  const start = useCallback(
    (fingerprint: string, content: File) => {
      if (followed.current.has(fingerprint)) return;
      let answer = answers.get(fingerprint);
      if (answer === undefined) {
        answer = read(content);
        answers.set(fingerprint, answer);
      }
      follow(fingerprint, answer);
    },
    [read, follow],
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
