import {
  fileFieldName,
  keptFileFieldName,
  parentClaimDetailsSchema,
  receiptNumberCheckSchema,
  receiptSuggestionsViewSchema,
  submittedClaimSchema,
  toClaimSubmissionFields,
  type ClaimSubmission,
} from '@ace/domain';
import type { MultipartOf } from './contract.ts';
import type { Http } from './http.ts';
import type { FilePart, UploadBody } from './multipart.ts';

/** A file of the claim being corrected, sent by its id instead of its bytes (a resubmission, issue 15). */
export interface KeptFileBody {
  keptFileId: number;
}

function isKeptFile(body: UploadBody | KeptFileBody): body is KeptFileBody {
  return 'keptFileId' in body;
}

/** The parts of the claim's multipart body, as the document declares them. */
type ClaimForm = MultipartOf<'POST', '/api/user/claim'>;

export function claimsApi(http: Http) {
  return {
    /** GET /api/user/claim/{id}: one claim of the parent's children, with its timeline, payout and files. */
    details: async (claimId: number) =>
      (await http.call('GET', '/api/user/claim/{claimId}', parentClaimDetailsSchema, { path: { claimId } })).data,
    /**
     * POST /api/user/claim/receipt-reading: what the server reads from a file the parent chose, to suggest on the
     * form (the amount, the date of service, the receipt number); nothing is submitted.
     */
    readReceipt: async (body: UploadBody, name: string) =>
      (
        await http.call('POST', '/api/user/claim/receipt-reading', receiptSuggestionsViewSchema, {
          form: { file: { body, name } },
        })
      ).data,
    /**
     * GET /api/user/claim/receipt-number: the claims of the parent's family that already hold a receipt number typed
     * on the form (letters and digits), to warn before it is sent again.
     */
    alreadySentNumber: async (number: string) =>
      (await http.call('GET', '/api/user/claim/receipt-number', receiptNumberCheckSchema, { query: { number } })).data
        .alreadySent,
    /**
     * POST /api/user/claim: the validated claim as the multipart form of spec section 7, files as file1..fileN. A
     * correction of a rejected claim names it (replacesClaimId) and sends the files it keeps as keptFileN; a claim
     * against a pre-approval names it (preApprovalId).
     */
    submit: async (
      childId: number,
      claim: ClaimSubmission,
      bodies: readonly (UploadBody | KeptFileBody)[],
      options: { onUploadProgress?: (fraction: number) => void; replacesClaimId?: number; preApprovalId?: number } = {},
    ) => {
      // The field names of the claim's receipts and files are made by the domain's helpers (receiptNumber1, file1,
      // keptFile1, …): typed as text, so the document's names for them are held by the contract test, not here.
      const form: ClaimForm & Record<string, string | FilePart> = toClaimSubmissionFields(childId, claim);
      if (options.replacesClaimId !== undefined) form.replacesClaimId = String(options.replacesClaimId);
      if (options.preApprovalId !== undefined) form.preApprovalId = String(options.preApprovalId);
      claim.files.forEach((file, index) => {
        const body = bodies[index];
        if (body === undefined) throw new Error(`No content for ${file.name}`);
        if (isKeptFile(body)) form[keptFileFieldName(index)] = String(body.keptFileId);
        else form[fileFieldName(index)] = { body, name: file.name };
      });
      return (
        await http.call('POST', '/api/user/claim', submittedClaimSchema, {
          form,
          ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
        })
      ).data;
    },
  };
}
