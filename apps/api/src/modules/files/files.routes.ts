import { translate, text } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { NotFoundError } from '../../errors.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { recordStaffRead } from '../access-record/staff-reads.ts';
import { findFileOwner } from '../access-record/staff-reads.repository.ts';
import { isValidFileLink } from './file-urls.ts';
import { findClaimFile } from './files.repository.ts';

/**
 * GET /api/files/{id}?expires[&reader]&signature: a claim file through a short-lived signed link (DESIGN.md section
 * 7). The type is the sniffed one, never guessed by the browser; PDFs download, images show inline. A link made for
 * a support-staff member names them (reader): each opening is recorded as their read, in the transaction that finds
 * the file, and no browser keeps the file, so that opening it again is recorded again (ADR 0019).
 */
export function fileRoutes(app: FastifyInstance, { db, config, store, clock }: AppDependencies) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/:id',
    {
      schema: {
        summary: 'A claim file, through the signed link a claim view gave',
        tags: ['files'],
        security: [],
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: inEachLanguage(() =>
          z.strictObject({
            expires: z.coerce.number().int(),
            reader: z.coerce.number().int().positive().max(2_147_483_647).optional(),
            signature: text().max(100),
          }),
        ),
      },
    },
    async (request, reply) => {
      const now = clock();
      const link = { fileId: request.params.id, ...request.query };
      const { reader } = link;
      const file = !isValidFileLink(config, link, now)
        ? undefined
        : reader === undefined
          ? await findClaimFile(db, link.fileId)
          : await db.transaction(async (tx) => {
              const owner = await findFileOwner(tx, link.fileId);
              if (owner) {
                const subject = { kind: 'file' as const, ...owner, fileId: link.fileId };
                await recordStaffRead(tx, { staffUserId: reader, address: request.ip }, subject, now);
              }
              return findClaimFile(tx, link.fileId);
            });
      if (!file) throw new NotFoundError('FILE_NOT_FOUND', translate('api.notFound'));
      const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('cache-control', reader === undefined ? 'private, max-age=300' : 'no-store')
        .send(store.read(file.sha256));
    },
  );
}
