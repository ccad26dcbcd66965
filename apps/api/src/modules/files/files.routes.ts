import { translate, text } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { NotFoundError } from '../../errors.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { isValidFileLink, scopePaths, type FileScope } from './file-urls.ts';
import { openLinkedFile } from './files.service.ts';

const scopeSummaries: Readonly<Record<FileScope, string>> = {
  claim: 'A claim file, through the signed link a claim view gave',
  appeal: 'A file a parent sent with an appeal, through the signed link an appeal view gave',
  audit: "A file a parent sent with an answer to an audit's question, through the signed link an audit view gave",
  preApproval: 'The quote a parent sent with a pre-approval request, through the signed link a pre-approval view gave',
};

/**
 * GET /api/files/{id}?expires[&reader]&signature: a claim file through a short-lived signed link (DESIGN.md section
 * 7); GET /api/appeal-files/{id} the same for a file a parent sent with an appeal (issue 35), and
 * GET /api/audit-files/{id} for one sent with an answer to an audit's question (issue 34), and
 * GET /api/pre-approval-files/{id} for the quote sent with a pre-approval request (ADR 0036). The type is the sniffed
 * one, never guessed by the browser; PDFs download, images show inline. A link made for a support-staff member names
 * them (reader): each opening is recorded as their read, in the transaction that finds the file, and no browser keeps
 * the file, so that opening it again is recorded again (ADR 0019).
 */
export function fileRoutes(app: FastifyInstance, { db, config, store, clock }: AppDependencies) {
  for (const scope of ['claim', 'appeal', 'audit', 'preApproval'] as const) {
    app.withTypeProvider<ZodTypeProvider>().get(
      `${scopePaths[scope].replace(/^\/api/, '')}/:id`,
      {
        schema: {
          summary: scopeSummaries[scope],
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
        const link = { fileId: request.params.id, scope, ...request.query };
        const { reader } = link;
        const staffReader = reader === undefined ? undefined : { staffUserId: reader, address: request.ip };
        const file = isValidFileLink(config, link, now)
          ? await openLinkedFile(db, scope, link.fileId, staffReader, now)
          : undefined;
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
}
