import { bankApi } from './bank.ts';
import { appendBlob, claimsApi, type AppendFile } from './claims.ts';
import { familiesApi } from './families.ts';
import { dataArchiveApi } from './data-archive.ts';
import { createHttp, type ApiClientOptions } from './http.ts';
import { loginApi } from './login.ts';
import { meritCsApi } from './merit-cs.ts';
import { providerClaimsApi } from './provider-claims.ts';
import { providersApi } from './providers.ts';
import { reviewsApi } from './reviews.ts';
import { schoolYearsApi } from './school-years.ts';
import { usersApi } from './users.ts';
import { versionsApi } from './versions.ts';

export { ApiError, type ApiClientOptions, type Fetch } from './http.ts';
export type { BankTokenResult } from './bank.ts';
export type { ProviderClaimQuery } from './provider-claims.ts';
export type { StaffQueueListQuery } from './merit-cs.ts';
export { BANK_MEDIA_TYPE, createFundingSource } from './bank-provider.ts';
export { meritAgentApi, type MeritAgentApi, type MeritAgentOptions } from './merit-agent.ts';
export type { AppendFile, KeptFileBody, UploadBody } from './claims.ts';

/** The typed client of the Base API: one function per endpoint, grouped by area. */
export function createApiClient(options: ApiClientOptions & { appendFile?: AppendFile }) {
  const http = createHttp(options);
  return {
    login: loginApi(http),
    users: usersApi(http),
    dataArchive: dataArchiveApi(http),
    providers: providersApi(http),
    claims: claimsApi(http, options.appendFile ?? appendBlob),
    versions: versionsApi(http),
    schoolYears: schoolYearsApi(http),
    bank: bankApi(http),
    providerClaims: providerClaimsApi(http),
    meritCs: meritCsApi(http),
    families: familiesApi(http),
    reviews: reviewsApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
