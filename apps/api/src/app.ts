import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES, MAX_FILES_PER_CLAIM } from '@ace/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { AppDependencies } from './app-dependencies.ts';
import { validatorInRequestLanguage } from './i18n/localized-schemas.ts';
import { followLocaleOfTheMoment, speakRequestLanguages } from './i18n/request-locale.ts';
import { decorateCallers } from './modules/callers/caller-hooks.ts';
import { decorateMembers } from './modules/providers/member-hook.ts';
import { accessRecordRoutes } from './modules/access-record/access-record.routes.ts';
import { appealRoutes } from './modules/appeals/appeals.routes.ts';
import { preApprovalRoutes } from './modules/pre-approvals/pre-approvals.routes.ts';
import { bankRoutes, bankWebhookRoutes } from './modules/bank/bank.routes.ts';
import { auditParentRoutes, auditProviderRoutes, auditStaffRoutes } from './modules/audits/audits.routes.ts';
import { claimRoutes } from './modules/claims/claims.routes.ts';
import { dataArchiveLinkRoutes, dataArchiveRoutes } from './modules/data-archive/data-archive.routes.ts';
import { fileRoutes } from './modules/files/files.routes.ts';
import { languageRoutes } from './modules/language/language.routes.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { claimSearchRoutes } from './modules/merit-cs/claim-search.routes.ts';
import { meritCsRoutes } from './modules/merit-cs/merit-cs.routes.ts';
import { workQueueRoutes } from './modules/merit-cs/work-queue.routes.ts';
import { programmeRoutes } from './modules/programme/programme.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { schoolYearRoutes, schoolYearStaffRoutes } from './modules/school-years/school-years.routes.ts';
import { healthRoutes } from './modules/signals/health.routes.ts';
import { readinessChecks } from './modules/signals/readiness.ts';
import { providerClaimRoutes } from './modules/provider-claims/provider-claims.routes.ts';
import { providerRoutes, providerUserRoutes } from './modules/providers/providers.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { versionRoutes } from './modules/versions/versions.routes.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { requireAuthentication } from './plugins/authentication.ts';
import { registerErrorHandling, sendFrameworkFailure } from './plugins/error-handler.ts';
import { trackInFlight } from './plugins/in-flight.ts';
import { observeRequests } from './modules/signals/request-metrics.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { requestIdGenerator } from './plugins/request-id.ts';
import { loggerOptions } from './plugins/request-log.ts';
import { guardRequestBodies } from './plugins/request-bodies.ts';
import { takeTurnsWithUploads } from './plugins/upload-turns.ts';

/**
 * Spec section 7 writes two paths with a trailing slash (GET /api/user/, POST /api/service-provider/): they are
 * answered as written, and routed and documented without it, as an OpenAPI path is written.
 */
const SPEC_PATHS_WITH_TRAILING_SLASH = new Set(['/api/user/', '/api/service-provider/']);

function withoutSpecTrailingSlash(request: { url?: string }): string {
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return SPEC_PATHS_WITH_TRAILING_SLASH.has(path) ? `${path.slice(0, -1)}${url.slice(path.length)}` : url;
}

/** Builds the Base API (tests use it with inject or a real port; server.ts listens). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  followLocaleOfTheMoment();
  const app = Fastify({
    logger: loggerOptions(deps.config.logLevel),
    genReqId: requestIdGenerator(deps.config.trustProxy),
    requestIdHeader: false,
    bodyLimit: deps.config.bodyLimitBytes,
    requestTimeout: deps.config.requestTimeoutMs,
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: false },
    rewriteUrl: withoutSpecTrailingSlash,
    frameworkErrors: sendFrameworkFailure,
  });
  // JSON everywhere, multipart for claims (DESIGN.md section 6): any other body type is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorInRequestLanguage);
  app.setSerializerCompiler(serializerCompiler);
  speakRequestLanguages(app);
  registerErrorHandling(app);
  guardRequestBodies(app);
  trackInFlight(app);
  observeRequests(app, deps.metrics);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Answers hold children's names, funds and bank details: no browser or proxy keeps them, unless a route says
    // otherwise (a claim's files, addressed by their hash).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  await app.register(helmet, { contentSecurityPolicy: false });
  const redis = await registerRateLimits(app, deps.config.redisUrl);
  await app.register(multipart, {
    limits: {
      // Strictly below 10 MiB: a file of exactly 10 MiB is refused.
      fileSize: MAX_FILE_BYTES - 1,
      files: MAX_FILES_PER_CLAIM,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: MAX_FILES_PER_CLAIM + 20,
      headerPairs: 100,
    },
  });
  await registerApiDocs(app);

  await app.register(
    async (api) => {
      versionRoutes(api, deps);
      schoolYearRoutes(api, deps);
      fileRoutes(api, deps);
      dataArchiveLinkRoutes(api, deps);
      reviewRoutes(api, deps);
      bankWebhookRoutes(api, deps);
      healthRoutes(
        api,
        readinessChecks({ db: deps.db, store: deps.store, redis, mailer: deps.mailer, bank: deps.bank }),
        { rateLimits: deps.config.rateLimits, readinessCacheMs: deps.config.readinessCacheMs },
      );
      await api.register((signedIn, _options, done) => {
        requireAuthentication(signedIn, deps.verifier);
        takeTurnsWithUploads(signedIn, deps.config.uploadTurns);
        decorateCallers(signedIn);
        decorateMembers(signedIn);
        loginRoutes(signedIn, deps);
        userRoutes(signedIn, deps);
        providerUserRoutes(signedIn, deps);
        languageRoutes(signedIn, deps);
        dataArchiveRoutes(signedIn, deps);
        providerRoutes(signedIn, deps);
        providerClaimRoutes(signedIn, deps);
        claimRoutes(signedIn, deps);
        appealRoutes(signedIn, deps);
        preApprovalRoutes(signedIn, deps);
        receiptRoutes(signedIn, deps);
        meritCsRoutes(signedIn, deps);
        claimSearchRoutes(signedIn, deps);
        accessRecordRoutes(signedIn, deps);
        workQueueRoutes(signedIn, deps);
        programmeRoutes(signedIn, deps);
        schoolYearStaffRoutes(signedIn, deps);
        bankRoutes(signedIn, deps);
        auditStaffRoutes(signedIn, deps);
        auditParentRoutes(signedIn, deps);
        auditProviderRoutes(signedIn, deps);
        done();
      });
    },
    { prefix: '/api' },
  );
  return app;
}
