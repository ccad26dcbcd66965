import { createHash } from 'node:crypto';
import {
  centsToDollars,
  readInvoiceNumberKey,
  receiptSuggestions,
  SNIFF_BYTES,
  sniffFileKind,
  translate,
  type ReceiptSuggestionsView,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { UnsupportedMediaTypeError } from '../../errors.ts';
import { saveReceiptReading } from './receipt-readings.repository.ts';
import { alreadySentByFamily, numberKeysOf } from './receipts-already-sent.ts';

/**
 * POST /api/user/claim/receipt-reading: reads a file a parent chose on the claim form, without submitting it, and
 * answers what to suggest and the family's claims that already hold the file or the invoice number read from it.
 */
export async function suggestFromReceipt(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'receipts'>,
  parentId: number,
  bytes: Buffer,
): Promise<ReceiptSuggestionsView> {
  const kind = sniffFileKind(bytes.subarray(0, SNIFF_BYTES));
  if (kind === null) throw new UnsupportedMediaTypeError(translate('upload.unsupportedType', { type: 'unknown' }));
  const readAt = deps.clock();
  const reading = await deps.receipts.read(bytes, kind, readAt);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  // Kept, so that the file is not read again once the claim is sent with it (deleted after a day if it is not).
  await saveReceiptReading(deps.db, sha256, reading, readAt);
  const read = reading.status === 'read' ? reading.fields : null;
  const suggested = receiptSuggestions(read);
  const alreadySent = await alreadySentByFamily(
    deps.db,
    { parentId, correcting: null },
    { sha256, numberKeys: numberKeysOf(readInvoiceNumberKey(read)) },
  );
  return {
    status: reading.status,
    amount:
      suggested.amountCents === null
        ? null
        : { value: centsToDollars(suggested.amountCents.value), confidence: suggested.amountCents.confidence },
    dateOfService: suggested.dateOfService,
    receiptNumber: suggested.receiptNumber,
    alreadySent,
  };
}
