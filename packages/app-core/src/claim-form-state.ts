import type { NonAceServiceProvider } from '@ace/domain';

/** A chosen file as the claim form holds it: what the upload rules need, and its receipt number. */
export interface ClaimFormFile {
  name: string;
  size: number;
  mimeType: string;
  fingerprint: string;
  receiptNumber: string;
}

/** The claim form's values as the inputs hold them: what the domain's claimFormSchema takes. */
export interface ClaimFormState {
  amount: string;
  category: string;
  dateOfService: string;
  description: string;
  files: ClaimFormFile[];
  payTo: string;
  physicalGood: boolean | null;
  serviceProviderNumber: string;
  nonAceServiceProvider: NonAceServiceProvider | null;
  /** Why the parent sends again a receipt already on another claim of theirs, asked only then (issue 36). */
  sentAgainReason: string;
  /** The id of the pre-approval the claim uses, '' for none (issue 35): sent beside the claim, not part of it. */
  preApprovalId: string;
}

export const emptyClaimForm: ClaimFormState = {
  amount: '',
  category: '',
  dateOfService: '',
  description: '',
  files: [],
  payTo: '',
  physicalGood: null,
  serviceProviderNumber: '',
  nonAceServiceProvider: null,
  sentAgainReason: '',
  preApprovalId: '',
};

/**
 * Whether the parent has put anything in the form: leaving it then loses their work, so it is asked first. A chosen
 * pre-approval alone is none: the form may open with it chosen.
 */
export function hasClaimWork(values: ClaimFormState): boolean {
  const { files, physicalGood, nonAceServiceProvider, ...texts } = values;
  return (
    files.length > 0 ||
    physicalGood !== null ||
    nonAceServiceProvider !== null ||
    Object.values({ ...texts, preApprovalId: '' }).some((value) => value.trim() !== '')
  );
}
