import { apiSuccessSchema, dataArchiveFileName, dataArchiveLinkSchema, text } from '@ace/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { routeRateLimits } from '../../plugins/rate-limit.ts';
import { parentOf, parentOnly, type SignedInParent } from '../callers/caller-hooks.ts';
import { dataArchiveStream } from './data-archive.ts';
import { isValidDataArchiveLink, signedDataArchiveUrl } from './data-archive-link.ts';
import { familyRecord, parentOfArchiveLink } from './family-record.ts';

const archiveDescription =
  'A zip built as it is sent: README.txt, profile.json, children.json, claims.json and the receipt files under ' +
  'files/claim-{id}/. A failure part-way cuts the download off rather than ending it as a complete zip.';

async function sendArchive(reply: FastifyReply, { db, store, clock }: AppDependencies, found: SignedInParent) {
  const madeAt = clock();
  const record = await familyRecord(db, found.user, found.parent, madeAt);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${dataArchiveFileName(madeAt)}"`)
    .header('cache-control', 'no-store')
    .send(dataArchiveStream(record, store, madeAt, reply.log));
}

/** The signed-in parent's archive (issue 21, ADR 0020): straight, or as a short-lived link the browser follows. */
export function dataArchiveRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const limits = routeRateLimits(deps.config.rateLimits);
  const onRequest = parentOnly(deps.db);

  routes.get(
    '/user/data-archive',
    {
      onRequest,
      exposeHeadRoute: false,
      schema: {
        summary: 'Everything the programme holds about the signed-in parent and their children, as one zip',
        description: archiveDescription,
        tags: ['users'],
        produces: ['application/zip'],
      },
      config: { rateLimit: limits.dataArchive },
    },
    async (request, reply) => sendArchive(reply, deps, parentOf(request)),
  );

  routes.post(
    '/user/data-archive/link',
    {
      onRequest,
      schema: {
        summary: "A link to the signed-in parent's data archive, valid for a minute, for the browser to follow",
        tags: ['users'],
        response: { 200: apiSuccessSchema(dataArchiveLinkSchema) },
      },
      config: { rateLimit: limits.dataArchive },
    },
    (request) => {
      const { user } = parentOf(request);
      return { success: true as const, data: { url: signedDataArchiveUrl(deps.config, user.id, deps.clock()) } };
    },
  );
}

/** GET /api/data-archive?parent&expires&signature: the archive through the link above, no sign-in needed. */
export function dataArchiveLinkRoutes(app: FastifyInstance, deps: AppDependencies) {
  const linkSchema = inEachLanguage(() =>
    z.strictObject({
      parent: z.coerce.number().int().positive().max(2_147_483_647),
      expires: z.coerce.number().int(),
      signature: text().max(100),
    }),
  );
  /** The parent a request's link names, when this API signed it and it has not expired. */
  const linkedParent = (request: FastifyRequest): number | undefined => {
    const link = linkSchema.safeParse(request.query);
    return link.success && isValidDataArchiveLink(deps.config, link.data, deps.clock()) ? link.data.parent : undefined;
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/data-archive',
    {
      exposeHeadRoute: false,
      schema: {
        summary: "A parent's data archive, through the signed link POST /api/user/data-archive/link gave",
        description: archiveDescription,
        tags: ['users'],
        security: [],
        produces: ['application/zip'],
        querystring: linkSchema,
      },
      config: { rateLimit: routeRateLimits(deps.config.rateLimits).dataArchiveThroughLink(linkedParent) },
    },
    async (request, reply) => {
      return sendArchive(reply, deps, await parentOfArchiveLink(deps.db, linkedParent(request)));
    },
  );
}
