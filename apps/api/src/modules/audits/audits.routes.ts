import {
  apiSuccessSchema,
  askAuditQuestionPayloadSchema,
  auditCaseSchema,
  auditCaseSummariesSchema,
  auditListQuerySchema,
  auditSamplesSchema,
  FILE_FIELD_NAMES,
  openAuditCasePayloadSchema,
  parentAuditSchema,
  providerAuditDebtsSchema,
  recordFindingPayloadSchema,
  recordRepaymentPayloadSchema,
  text,
} from '@ace/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies.ts';
import { inEachLanguage } from '../../i18n/localized-schemas.ts';
import { identityOf } from '../../plugins/authentication.ts';
import { readerOf } from '../access-record/staff-reader.ts';
import { parentOf, parentOnly, staffOnly } from '../callers/caller-hooks.ts';
import { receiveClaimUpload } from '../claims/claim-upload.ts';
import { platformOf } from '../claims/claims.routes.ts';
import {
  answerAuditQuestion,
  askQuestion,
  auditSamples,
  confirmFinding,
  listAuditCases,
  openCaseByHand,
  parentAudit,
  providerAuditDebts,
  readAuditCase,
  recordFinding,
  recordRepayment,
} from './audits.service.ts';

const caseParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const claimParams = z.object({ claimId: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['audits'];

/** Support staff's audits of paid claims (issue 34, ADR 0034). Signed in, staff only. */
export function auditStaffRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = staffOnly(deps.db);

  routes.get(
    '/merit-cs/audits',
    {
      onRequest,
      schema: {
        summary: 'Audit cases, the newest first (at most 200): all, open, overdue, to confirm or closed',
        description: 'Overdue: the family has not answered a question by its last day.',
        tags,
        querystring: inEachLanguage(() => auditListQuerySchema()),
        response: { 200: apiSuccessSchema(auditCaseSummariesSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await listAuditCases(deps, request.query.filter) }),
  );

  routes.post(
    '/merit-cs/audits',
    {
      onRequest,
      schema: {
        summary: 'Audit a paid claim by hand, with the reason',
        description: '404 for no such claim, 422 for a claim not paid, 409 when the claim is audited already.',
        tags,
        body: inEachLanguage(() => openAuditCasePayloadSchema()),
        failures: [404, 409, 422],
        response: { 201: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request, reply) => {
      const data = await openCaseByHand(deps, readerOf(request), request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  routes.get(
    '/merit-cs/audits/samples',
    {
      onRequest,
      schema: {
        summary: 'The weekly draws, the latest first: seed, rate, the paid claims drawn from, those drawn and flagged',
        description:
          "A draw is made again by ranking the paid claims by SHA-256 of 'seed:claimId' (hex) and taking the lowest, " +
          'as many as the rate of them rounded up.',
        tags,
        querystring: z.strictObject({}),
        response: { 200: apiSuccessSchema(auditSamplesSchema) },
      },
    },
    async () => ({ success: true as const, data: await auditSamples(deps) }),
  );

  routes.get(
    '/merit-cs/audits/:id',
    {
      onRequest,
      schema: {
        summary: 'An audit case: why, its questions and answers, its finding and recovery (a read of the family)',
        tags,
        params: caseParams,
        failures: [404],
        response: { 200: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readAuditCase(deps, readerOf(request), request.params.id),
    }),
  );

  routes.post(
    '/merit-cs/audits/:id/questions',
    {
      onRequest,
      schema: {
        summary: 'Ask the family a question, due on dueDate or in 10 business days; e-mailed in their language',
        description: '409 while another question waits for its answer, or once a finding is recorded.',
        tags,
        params: caseParams,
        body: inEachLanguage(() => askAuditQuestionPayloadSchema()),
        failures: [404, 409],
        response: { 201: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request, reply) => {
      const data = await askQuestion(deps, readerOf(request), request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  routes.post(
    '/merit-cs/audits/:id/finding',
    {
      onRequest,
      schema: {
        summary: 'Record the finding: no finding, or misspent with amount, reason, explanation and evidence',
        description:
          'A misspent amount above the programme’s threshold waits for a second staff member (state toConfirm); ' +
          'otherwise the case closes and a misspent amount is recovered. 422 for an amount above the claim’s.',
        tags,
        params: caseParams,
        body: inEachLanguage(() => recordFindingPayloadSchema()),
        failures: [404, 409, 422],
        response: { 200: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordFinding(deps, readerOf(request), request.params.id, request.body),
    }),
  );

  routes.post(
    '/merit-cs/audits/:id/confirm',
    {
      onRequest,
      schema: {
        summary: 'A second staff member confirms a finding waiting for it; the case closes and recovers',
        description: '409 when nothing waits for confirmation, or for the staff member who recorded the finding.',
        tags,
        params: caseParams,
        body: z.strictObject({}),
        failures: [404, 409],
        response: { 200: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await confirmFinding(deps, readerOf(request), request.params.id),
    }),
  );

  routes.post(
    '/merit-cs/audits/:id/repayments',
    {
      onRequest,
      schema: {
        summary: 'Record money repaid towards what a misspent finding left owed',
        description: '409 for a case not closed misspent; 422 for more than is owed.',
        tags,
        params: caseParams,
        body: inEachLanguage(() => recordRepaymentPayloadSchema()),
        failures: [404, 409, 422],
        response: { 200: apiSuccessSchema(auditCaseSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recordRepayment(deps, readerOf(request), request.params.id, request.body.amount),
    }),
  );
}

/** The family's side of an audit of their claim: the questions on the claim's page, and their answer. */
export function auditParentRoutes(app: FastifyInstance, deps: AppDependencies) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/claim/:claimId/audit',
    {
      onRequest: parentOnly(deps.db),
      schema: {
        summary: "The audit of a parent's claim: its questions, the finding and what it recovered; null when none",
        tags,
        params: claimParams,
        failures: [404],
        response: { 200: apiSuccessSchema(parentAuditSchema.nullable()) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await parentAudit(deps, parentOf(request).user.id, request.params.claimId),
    }),
  );

  routes.post(
    '/user/claim/:claimId/audit/answer',
    {
      onRequest: parentOnly(deps.db),
      schema: {
        summary: 'The parent answers the question waiting on their claim (multipart: answer and file1..file5)',
        description: 'The files follow the claim’s upload rules. 409 when no question waits for an answer.',
        tags,
        params: claimParams,
        consumes: ['multipart/form-data'],
        multipart: { fields: z.object({ answer: z.string() }), files: FILE_FIELD_NAMES, filesOptional: true },
        failures: [404, 409, 413, 422],
        response: { 200: apiSuccessSchema(parentAuditSchema) },
      },
    },
    async (request) => {
      const upload = await receiveClaimUpload(request, deps.store);
      const data = await answerAuditQuestion(
        deps,
        parentOf(request),
        request.params.claimId,
        upload,
        platformOf(request),
      );
      return { success: true as const, data };
    },
  );
}

const organisationParams = inEachLanguage(() => z.object({ id: text().min(1).max(200) }));

/** A provider's dashboard: the misspent findings of claims paid to it, which it is asked to repay. */
export function auditProviderRoutes(app: FastifyInstance, deps: AppDependencies) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/service-provider/:id/audit-debts',
    {
      schema: {
        summary: "The organisation's misspent findings of claims paid to it: what it is asked to repay",
        tags: ['service provider dashboard'],
        params: organisationParams,
        response: { 200: apiSuccessSchema(providerAuditDebtsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await providerAuditDebts(deps, identityOf(request), request.params.id),
    }),
  );
}
