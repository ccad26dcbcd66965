import {
  auditCaseSchema,
  auditCaseSummariesSchema,
  auditSamplesSchema,
  centsToDollars,
  parentAuditSchema,
  providerAuditDebtsSchema,
  type AuditListFilter,
  type Cents,
  type RecordFindingPayload,
} from '@ace/domain';
import type { Http } from './http.ts';
import type { FilePart, UploadBody } from './multipart.ts';

/** A finding as the API takes it: a misspent amount in dollars. */
function findingBody(finding: RecordFindingPayload) {
  return finding.outcome === 'misspent' ? { ...finding, amount: centsToDollars(finding.amount) } : finding;
}

/** Audits of paid claims (issue 34): staff's cases, the family's questions and answers, a provider's debts. */
export function auditsApi(http: Http) {
  return {
    /** GET /api/merit-cs/audits (support staff): cases of a list, the newest first. */
    list: async (filter: AuditListFilter = 'all') =>
      (await http.call('GET', '/api/merit-cs/audits', auditCaseSummariesSchema, { query: { filter } })).data,
    /** POST /api/merit-cs/audits (support staff): audit a paid claim by hand, with why. */
    open: async (claimId: number, reason: string) =>
      (await http.call('POST', '/api/merit-cs/audits', auditCaseSchema, { json: { claimId, reason } })).data,
    /** GET /api/merit-cs/audits/samples (support staff): the weekly draws, for an auditor to draw again. */
    samples: async () => (await http.call('GET', '/api/merit-cs/audits/samples', auditSamplesSchema)).data,
    /** GET /api/merit-cs/audits/{id} (support staff): a case, recorded as a read of the family. */
    get: async (id: number) =>
      (await http.call('GET', '/api/merit-cs/audits/{id}', auditCaseSchema, { path: { id } })).data,
    /** POST /api/merit-cs/audits/{id}/questions: a question to the family, due on `dueDate` or in 10 business days. */
    ask: async (id: number, question: string, dueDate: string | null = null) =>
      (
        await http.call('POST', '/api/merit-cs/audits/{id}/questions', auditCaseSchema, {
          path: { id },
          json: { question, dueDate },
        })
      ).data,
    /** POST /api/merit-cs/audits/{id}/finding: no finding, or misspent with amount, reason and evidence. */
    recordFinding: async (id: number, finding: RecordFindingPayload) =>
      (
        await http.call('POST', '/api/merit-cs/audits/{id}/finding', auditCaseSchema, {
          path: { id },
          json: findingBody(finding),
        })
      ).data,
    /** POST /api/merit-cs/audits/{id}/confirm: a second staff member confirms the finding. */
    confirm: async (id: number) =>
      (await http.call('POST', '/api/merit-cs/audits/{id}/confirm', auditCaseSchema, { path: { id }, json: {} })).data,
    /** POST /api/merit-cs/audits/{id}/repayments: money repaid towards what is owed. */
    recordRepayment: async (id: number, amountCents: Cents) =>
      (
        await http.call('POST', '/api/merit-cs/audits/{id}/repayments', auditCaseSchema, {
          path: { id },
          json: { amount: centsToDollars(amountCents) },
        })
      ).data,
    /** GET /api/user/claim/{claimId}/audit (parent): the audit of their claim, or null. */
    ofClaim: async (claimId: number) =>
      (
        await http.call('GET', '/api/user/claim/{claimId}/audit', parentAuditSchema.nullable(), {
          path: { claimId },
        })
      ).data,
    /** POST /api/user/claim/{claimId}/audit/answer (parent): the answer's text and files (file1..file5). */
    answer: async (claimId: number, answer: string, files: readonly { body: UploadBody; name: string }[]) => {
      const form: { answer: string } & Record<string, string | FilePart> = { answer };
      files.forEach((file, index) => {
        form[`file${String(index + 1)}`] = file;
      });
      return (
        await http.call('POST', '/api/user/claim/{claimId}/audit/answer', parentAuditSchema, {
          path: { claimId },
          form,
        })
      ).data;
    },
    /** GET /api/service-provider/{id}/audit-debts (a member): what the organisation is asked to repay. */
    providerDebts: async (organisationId: string) =>
      (
        await http.call('GET', '/api/service-provider/{id}/audit-debts', providerAuditDebtsSchema, {
          path: { id: organisationId },
        })
      ).data,
  };
}
