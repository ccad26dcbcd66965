import { appealsApi } from './appeals.ts';
import { auditsApi } from './audits.ts';
import { bankApi } from './bank.ts';
import { claimsApi } from './claims.ts';
import { familiesApi } from './families.ts';
import { dataArchiveApi } from './data-archive.ts';
import { createHttp, type ApiClientOptions } from './http.ts';
import { loginApi } from './login.ts';
import { meritCsApi } from './merit-cs.ts';
import { preApprovalsApi } from './pre-approvals.ts';
import { providerClaimsApi } from './provider-claims.ts';
import { providersApi } from './providers.ts';
import { reviewsApi } from './reviews.ts';
import { schoolYearsApi } from './school-years.ts';
import { usersApi } from './users.ts';
import { versionsApi } from './versions.ts';

export { ApiError, type ApiClientOptions, type Fetch } from './http.ts';
export type { AppealDecisionBody } from './appeals.ts';
export type { PreApprovalDecisionBody, PreApprovalRequestBody } from './pre-approvals.ts';
export type { BankTokenResult } from './bank.ts';
export type { ProviderClaimQuery } from './provider-claims.ts';
export type { StaffQueueListQuery } from './merit-cs.ts';
export { BANK_MEDIA_TYPE, createFundingSource } from './bank-provider.ts';
export { meritAgentApi, type MeritAgentApi, type MeritAgentOptions } from './merit-agent.ts';
export type { KeptFileBody } from './claims.ts';
export type { AppendFile, UploadBody } from './multipart.ts';
export type { ApiPaths } from './contract.ts';

/** The typed client of the Base API: one function per endpoint, grouped by area. */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return {
    login: loginApi(http),
    users: usersApi(http),
    dataArchive: dataArchiveApi(http),
    providers: providersApi(http),
    claims: claimsApi(http),
    versions: versionsApi(http),
    schoolYears: schoolYearsApi(http),
    bank: bankApi(http),
    providerClaims: providerClaimsApi(http),
    meritCs: meritCsApi(http),
    families: familiesApi(http),
    reviews: reviewsApi(http),
    appeals: appealsApi(http),
    preApprovals: preApprovalsApi(http),
    audits: auditsApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
