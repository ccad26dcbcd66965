import { createHash } from 'node:crypto';
import {
  apiSuccessSchema,
  centsToDollars,
  MAX_FILE_BYTES,
  readInvoiceNumberKey,
  receiptNumberCheckQuerySchema,
  receiptNumberCheckSchema,
  receiptSuggestions,
  receiptSuggestionsViewSchema,
  SNIFF_BYTES,
  sniffFileKind,
  translate,
  type ReceiptSuggestionsView,
} from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { requireUser } from '../users/users.service.ts';
import { saveReceiptReading } from './receipt-readings.repository.ts';
import { alreadySentByFamily, numberKeysOf } from './receipts-already-sent.ts';

/** The one file of a reading request (field `file`), in memory: at most 10 MiB, as for a claim. */
async function receivedFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file();
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw new ValidationError([{ path: 'file', message: translate('claim.invoice.required') }]);
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeError(translate('upload.tooLarge'));
    throw error;
  });
  if (bytes.length >= MAX_FILE_BYTES) throw new PayloadTooLargeError(translate('upload.tooLarge'));
  return bytes;
}

export function receiptRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => deps.receipts.close());
  routes.post(
    '/user/claim/receipt-reading',
    {
      schema: {
        summary:
          'Reads a file chosen on the claim form, without submitting it: the amount, date and number to suggest, and ' +
          "the family's claims that already hold the file or the invoice number read from it",
        tags: ['claims'],
        consumes: ['multipart/form-data'],
        response: { 200: apiSuccessSchema(receiptSuggestionsViewSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).receiptReading },
    },
    async (request) => {
      const parent = await requireUser(deps.db, 'Parent', identityOf(request));
      const bytes = await receivedFile(request);
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
        { parentId: parent.id, correcting: null },
        { sha256, numberKeys: numberKeysOf(readInvoiceNumberKey(read)) },
      );
      const data: ReceiptSuggestionsView = {
        status: reading.status,
        amount:
          suggested.amountCents === null
            ? null
            : { value: centsToDollars(suggested.amountCents.value), confidence: suggested.amountCents.confidence },
        dateOfService: suggested.dateOfService,
        receiptNumber: suggested.receiptNumber,
        alreadySent,
      };
      return { success: true as const, data };
    },
  );
  routes.get(
    '/user/claim/receipt-number',
    {
      schema: {
        summary: "The family's claims that already hold a receipt number typed on the claim form (issue 36)",
        tags: ['claims'],
        querystring: inEachLanguage(receiptNumberCheckQuerySchema),
        response: { 200: apiSuccessSchema(receiptNumberCheckSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).receiptNumberCheck },
    },
    async (request) => {
      const parent = await requireUser(deps.db, 'Parent', identityOf(request));
      const alreadySent = await alreadySentByFamily(
        deps.db,
        { parentId: parent.id, correcting: null },
        { sha256: null, numberKeys: numberKeysOf(request.query.number) },
      );
      return { success: true as const, data: { alreadySent } };
    },
  );
}
