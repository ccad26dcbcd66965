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
import type { Http } from './http.ts';

/**
 * A file to send: a Blob (File) on the web; on native, React Native's FormData takes { uri, name, type }.
 */
export type UploadBody = Blob | { uri: string; name: string; type: string };

/** A file of the claim being corrected, sent by its id instead of its bytes (a resubmission, issue 15). */
export interface KeptFileBody {
  keptFileId: number;
}

function isKeptFile(body: UploadBody | KeptFileBody): body is KeptFileBody {
  return 'keptFileId' in body;
}

/** How to put a file into the form: the web and native differ (see claims.ts in each app's upload code). */
export type AppendFile = (form: FormData, field: string, file: UploadBody, name: string) => void;

export const appendBlob: AppendFile = (form, field, file, name) => {
  if (file instanceof Blob) form.append(field, file, name);
  else throw new Error('On the web a claim file must be a Blob');
};

export function claimsApi(http: Http, appendFile: AppendFile) {
  return {
    /** GET /api/user/claim/{id}: one claim of the parent's children, with its timeline, payout and files. */
    details: async (claimId: number) =>
      (await http.call('GET', `/user/claim/${claimId}`, parentClaimDetailsSchema)).data,
    /**
     * POST /api/user/claim/receipt-reading: what the server reads from a file the parent chose, to suggest on the
     * form (the amount, the date of service, the receipt number); nothing is submitted.
     */
    readReceipt: async (body: UploadBody, name: string) => {
      const form = new FormData();
      appendFile(form, 'file', body, name);
      return (await http.call('POST', '/user/claim/receipt-reading', receiptSuggestionsViewSchema, { form })).data;
    },
    /**
     * GET /api/user/claim/receipt-number: the claims of the parent's family that already hold a receipt number typed
     * on the form (letters and digits), to warn before it is sent again.
     */
    alreadySentNumber: async (number: string) =>
      (await http.call('GET', '/user/claim/receipt-number', receiptNumberCheckSchema, { query: { number } })).data
        .alreadySent,
    /**
     * POST /api/user/claim: the validated claim as the multipart form of spec section 7, files as file1..fileN. A
     * correction of a rejected claim names it (replacesClaimId) and sends the files it keeps as keptFileN.
     */
    submit: async (
      childId: number,
      claim: ClaimSubmission,
      bodies: readonly (UploadBody | KeptFileBody)[],
      options: { onUploadProgress?: (fraction: number) => void; replacesClaimId?: number } = {},
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(toClaimSubmissionFields(childId, claim))) form.append(name, value);
      if (options.replacesClaimId !== undefined) form.append('replacesClaimId', String(options.replacesClaimId));
      claim.files.forEach((file, index) => {
        const body = bodies[index];
        if (body === undefined) throw new Error(`No content for ${file.name}`);
        if (isKeptFile(body)) form.append(keptFileFieldName(index), String(body.keptFileId));
        else appendFile(form, fileFieldName(index), body, file.name);
      });
      return (
        await http.call('POST', '/user/claim', submittedClaimSchema, {
          form,
          ...(options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
        })
      ).data;
    },
  };
}
