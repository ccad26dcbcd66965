import {
  appealDecidedSchema,
  appealFiguresSchema,
  appealViewSchema,
  fileFieldName,
  NO_CLAIM_YEAR,
  parentAppealSchema,
  staffAppealListSchema,
  staffAppealSchema,
  type AppealOutcome,
  type AppealState,
  type SchoolYearOrNone,
} from '@ace/domain';
import type { MultipartOf } from './contract.ts';
import type { Http } from './http.ts';
import type { FilePart, UploadBody } from './multipart.ts';

/** A decision as it is sent: the outcome, the reason and, when overturned, the amount approved in dollars. */
export type AppealDecisionBody =
  | { outcome: Extract<AppealOutcome, 'upheld'>; reason: string }
  | { outcome: Extract<AppealOutcome, 'overturned'>; reason: string; amount: number };

/** The parts of an appeal's multipart body, as the document declares them. */
type AppealForm = MultipartOf<'POST', '/api/user/claim/{claimId}/appeal'>;

/** Appeals of rejected claims (issue 35): the parent's appeal and its state; the staff's list, reading and decision. */
export function appealsApi(http: Http) {
  return {
    /** GET /api/user/claim/{claimId}/appeal: the claim's appeal, or whether and until when it may be appealed. */
    ofClaim: async (claimId: number) =>
      (await http.call('GET', '/api/user/claim/{claimId}/appeal', parentAppealSchema, { path: { claimId } })).data,
    /** POST /api/user/claim/{claimId}/appeal: the statement and the files (file1..fileN), as a claim's are sent. */
    appeal: async (
      claimId: number,
      statement: string,
      files: readonly { body: UploadBody; name: string }[],
      options: { onUploadProgress?: (fraction: number) => void } = {},
    ) => {
      // The files' field names are made by the domain's helper (file1, …): the contract test holds them to the document.
      const form: AppealForm & Record<string, string | FilePart> = { statement };
      files.forEach((file, index) => {
        form[fileFieldName(index)] = file;
      });
      return (
        await http.call('POST', '/api/user/claim/{claimId}/appeal', appealViewSchema, {
          path: { claimId },
          form,
          ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
        })
      ).data;
    },
    /** GET /api/merit-cs/appeals: the appeals in one state (open by default), with their age and due date. */
    list: async (state?: AppealState) =>
      (await http.call('GET', '/api/merit-cs/appeals', staffAppealListSchema, { query: { state } })).data,
    /** GET /api/merit-cs/appeals/figures: a school year's appeals, their outcomes and days to decision. */
    figures: async (schoolYear: SchoolYearOrNone) =>
      (
        await http.call('GET', '/api/merit-cs/appeals/figures', appealFiguresSchema, {
          query: { schoolYear: schoolYear ?? NO_CLAIM_YEAR },
        })
      ).data,
    /** GET /api/merit-cs/appeals/{id}: one appeal with its claim, statement and files (a recorded read). */
    get: async (appealId: number) =>
      (await http.call('GET', '/api/merit-cs/appeals/{id}', staffAppealSchema, { path: { id: appealId } })).data,
    /** POST /api/merit-cs/appeals/{id}/decision: the rejection upheld, or overturned for an amount; with a reason. */
    decide: async (appealId: number, decision: AppealDecisionBody) =>
      (
        await http.call('POST', '/api/merit-cs/appeals/{id}/decision', appealDecidedSchema, {
          path: { id: appealId },
          json: decision,
        })
      ).data,
  };
}
