import type { Resubmission } from '@ace/domain';
import type { ClaimDraft } from './claim-drafts.ts';

/**
 * Correcting a rejected claim (issue 15): the claim form starts as a draft of the old claim, its files listed as
 * chosen but kept on the server, sent by id instead of bytes (api-client's KeptFileBody).
 */
export interface ResubmissionDraft {
  /** The rejected claim the new one replaces. */
  claimId: number;
  /** The old claim's files still in the form: their fingerprint, and their id on the server. */
  keptFiles: ReadonlyMap<string, number>;
}

/** The key a chosen file is known by when its SHA-256 is known (hex): what the apps compute from a file's bytes. */
export function sha256Fingerprint(hex: string): string {
  return `sha256:${hex}`;
}

/** The claim form as a correction of this rejected claim starts: its fields, its files, not yet attested. */
export function resubmissionDraft<Content>(resubmission: Resubmission): ClaimDraft<Content> {
  const { values, files } = resubmission;
  return {
    values: {
      ...values,
      sentAgainReason: '',
      preApprovalId: '',
      files: files.map((file) => ({
        name: file.name,
        size: file.size,
        mimeType: file.mimeType,
        fingerprint: sha256Fingerprint(file.sha256),
        receiptNumber: file.receiptNumber,
      })),
    },
    files: new Map(),
    attested: false,
    resubmission: {
      claimId: resubmission.claimId,
      keptFiles: new Map(files.map((file) => [sha256Fingerprint(file.sha256), file.id])),
    },
  };
}
