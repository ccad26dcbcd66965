import { apiSuccessSchema, text, translate, versionCheckSchema } from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { ValidationError } from '../../errors.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { mustUpdateApp, VERSION_PATTERN } from './versions.service.ts';

/** GET /api/version/{id}/update: public, asked by the native app before sign-in. */
export function versionRoutes(app: FastifyInstance, { db, config }: AppDependencies) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/version/:id/update',
    {
      schema: {
        summary:
          'Whether the native app at version {id} must be updated (platform from ?platform= or X-Client-Platform)',
        tags: ['app'],
        params: inEachLanguage(() =>
          z.object({
            id: text({ refused: translate('api.versionInvalid') }).regex(VERSION_PATTERN, {
              error: translate('api.versionInvalid'),
            }),
          }),
        ),
        querystring: z.strictObject({ platform: z.enum(['android', 'ios']).optional() }),
        response: { 200: apiSuccessSchema(versionCheckSchema) },
      },
    },
    async (request) => {
      const platform = request.query.platform ?? request.headers['x-client-platform'];
      if (platform !== 'android' && platform !== 'ios') {
        throw new ValidationError([{ path: 'platform', message: translate('api.platformInvalid') }]);
      }
      return {
        success: true as const,
        data: { updateApp: await mustUpdateApp(db, config, platform, request.params.id) },
      };
    },
  );
}
