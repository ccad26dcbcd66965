import { createReceiptReadings } from '@ace/app-core/receipt-readings';
import { api } from '../../lib/api';
import type { PickedFile } from '../../lib/picked-file';
import { uploadBodyOf } from '../../lib/upload-body';

/** What was read from the files picked while the app runs (issue 19); a picked file is sent from its upload body. */
export const receiptReadings = createReceiptReadings((file: PickedFile) =>
  uploadBodyOf(file).then((body) => api.claims.readReceipt(body, file.name)),
);
