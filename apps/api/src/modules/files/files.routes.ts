import { translate, text } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { NotFoundError } from '../../errors.ts';
import { isValidFileLink } from './file-urls.ts';
import { findClaimFile } from './files.repository.ts';

/**
 * GET /api/files/{id}?expires&signature: a claim file through a short-lived signed link (DESIGN.md section 7).
 * The type is the sniffed one, never guessed by the browser; PDFs download, images show inline.
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
        querystring: z.strictObject({ expires: z.coerce.number().int(), signature: text().max(100) }),
      },
    },
    async (request, reply) => {
      const link = { fileId: request.params.id, ...request.query };
      const file = isValidFileLink(config, link, clock()) ? await findClaimFile(db, link.fileId) : undefined;
      if (!file) throw new NotFoundError('FILE_NOT_FOUND', translate('api.notFound'));
      const disposition = file.mimeType === 'application/pdf' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
        .header('cache-control', 'private, max-age=300')
        .send(store.read(file.sha256));
    },
  );
}
