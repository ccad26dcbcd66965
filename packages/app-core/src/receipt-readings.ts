import { formatListDate, type ReceiptSuggestionsView, type Translate } from '@ace/domain';
import { createExternalStore, useExternalStore, type ExternalStore } from './external-store.ts';
import { formatDollars, wireDollarsToCents } from './format-dollars.ts';

/** A field of the claim form that a file's reading may fill. */
export type SuggestedField = 'amount' | 'dateOfService' | 'receiptNumber';

/** A field a chosen file's reading offers to fill. */
export interface ReceiptSuggestion {
  field: SuggestedField;
  /** As the parent reads it: 'Amount: $125.50'. */
  shown: string;
  /** As the form's field holds it: '125.50'. */
  value: string;
}

/**
 * What a reading offers the claim form, in the form's order: the claim's first file its amount, date of service and
 * receipt number, every other file its own receipt number.
 */
export function receiptSuggestionsOf(view: ReceiptSuggestionsView, first: boolean, t: Translate): ReceiptSuggestion[] {
  const suggestions: ReceiptSuggestion[] = [];
  if (first && view.amount !== null) {
    suggestions.push({
      field: 'amount',
      shown: t('receipt.suggestion.amount', { amount: formatDollars(view.amount.value) }),
      value: (wireDollarsToCents(view.amount.value) / 100).toFixed(2),
    });
  }
  if (first && view.dateOfService !== null) {
    suggestions.push({
      field: 'dateOfService',
      shown: t('receipt.suggestion.dateOfService', { date: formatListDate(view.dateOfService.value) }),
      value: view.dateOfService.value,
    });
  }
  if (view.receiptNumber !== null) {
    suggestions.push({
      field: 'receiptNumber',
      shown: t('receipt.suggestion.receiptNumber', { number: view.receiptNumber.value }),
      value: view.receiptNumber.value,
    });
  }
  return suggestions;
}

/** What the server has read from a chosen file so far (issue 19). */
export type ReceiptReading =
  { state: 'reading' } | { state: 'read'; suggestions: ReceiptSuggestionsView } | { state: 'failed' };

export interface ReceiptReadings<Chosen> {
  /** The readings so far, by the file's content fingerprint. */
  store: ExternalStore<ReadonlyMap<string, ReceiptReading>>;
  /**
   * Sends a file just chosen to be read, unless it is read or being read; a reading that fails only means nothing
   * to suggest, and the file is sent again when it is chosen again.
   */
  read: (fingerprint: string, file: Chosen) => void;
  /**
   * Forgets the readings of files just sent with a claim: what the family already sent has changed for them (issue 36),
   * so chosen again they are read again.
   */
  forget: (fingerprints: readonly string[]) => void;
}

/**
 * The files read while the app runs, by their content's fingerprint: the same bytes read the same (the server keeps
 * its readings by the same hash), so a file chosen again, or still chosen when the form comes back from the
 * ServiceProvider screen, shows what was read without being sent again. `send` is how the app sends a file
 * (POST /api/user/claim/receipt-reading).
 */
export function createReceiptReadings<Chosen>(
  send: (file: Chosen) => Promise<ReceiptSuggestionsView>,
): ReceiptReadings<Chosen> {
  const store = createExternalStore<ReadonlyMap<string, ReceiptReading>>(new Map());
  const settle = (fingerprint: string, reading: ReceiptReading) => {
    store.set(new Map(store.get()).set(fingerprint, reading));
  };
  return {
    store,
    read: (fingerprint, file) => {
      const known = store.get().get(fingerprint)?.state;
      if (known === 'reading' || known === 'read') return;
      settle(fingerprint, { state: 'reading' });
      send(file).then(
        (suggestions) => {
          settle(fingerprint, { state: 'read', suggestions });
        },
        () => {
          settle(fingerprint, { state: 'failed' });
        },
      );
    },
    forget: (fingerprints) => {
      const kept = new Map(store.get());
      for (const fingerprint of fingerprints) kept.delete(fingerprint);
      store.set(kept);
    },
  };
}

/** The readings of the files a parent chooses, for the claim form to suggest the amount, date and receipt number. */
export function useReceiptReadings<Chosen>(readings: ReceiptReadings<Chosen>) {
  const current = useExternalStore(readings.store);
  return {
    /** The reading of a file, by its fingerprint; none for a file not chosen here (a kept file of a correction). */
    readingOf: (fingerprint: string) => current.get(fingerprint),
    read: readings.read,
  };
}
