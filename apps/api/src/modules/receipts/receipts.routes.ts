import {
  apiSuccessSchema,
  MAX_FILE_BYTES,
  receiptNumberCheckQuerySchema,
  receiptNumberCheckSchema,
  receiptSuggestionsViewSchema,
  translate,
} from '@ace/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { PayloadTooLargeError, ValidationError } from '../../errors.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { parentOf, parentOnly } from '../callers/caller-hooks.ts';
import { alreadySentByFamily, numberKeysOf } from './receipts-already-sent.ts';
import { suggestFromReceipt } from './receipts.service.ts';

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
      onRequest: parentOnly(deps.db),
      schema: {
        summary:
          'Reads a file chosen on the claim form, without submitting it: the amount, date and number to suggest, and ' +
          "the family's claims that already hold the file or the invoice number read from it",
        tags: ['claims'],
        consumes: ['multipart/form-data'],
        multipart: { files: ['file'] },
        response: { 200: apiSuccessSchema(receiptSuggestionsViewSchema) },
      },
      // Its reading waits on a reading thread: the next upload need not wait for it (plugins/upload-turns.ts).
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).receiptReading, uploadTurn: 'whileReceiving' },
    },
    async (request) => {
      const bytes = await receivedFile(request);
      return { success: true as const, data: await suggestFromReceipt(deps, parentOf(request).user.id, bytes) };
    },
  );
  routes.get(
    '/user/claim/receipt-number',
    {
      onRequest: parentOnly(deps.db),
      schema: {
        summary: "The family's claims that already hold a receipt number typed on the claim form (issue 36)",
        tags: ['claims'],
        querystring: inEachLanguage(receiptNumberCheckQuerySchema),
        response: { 200: apiSuccessSchema(receiptNumberCheckSchema) },
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).receiptNumberCheck },
    },
    async (request) => {
      const alreadySent = await alreadySentByFamily(
        deps.db,
        { parentId: parentOf(request).user.id, correcting: null },
        { sha256: null, numberKeys: numberKeysOf(request.query.number) },
      );
      return { success: true as const, data: { alreadySent } };
    },
  );
}
