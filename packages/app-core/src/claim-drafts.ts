import type { ClaimFormState } from './claim-form-state.ts';
import type { ResubmissionDraft } from './claim-resubmission.ts';

/**
 * A claim being written, kept in memory while the parent fills the non-programme provider form on its own screen,
 * so nothing typed or chosen is lost on the way there and back. Files are kept as they were chosen (a File on the
 * web, a picked file on a phone); nothing is written to storage.
 */
export interface ClaimDraft<FileContent> {
  values: ClaimFormState;
  files: ReadonlyMap<string, FileContent>;
  attested: boolean;
  /** When the claim corrects a rejected one: which, and the files it keeps from it. */
  resubmission?: ResubmissionDraft | undefined;
}

/** The drafts of an app, one per child. */
export function createClaimDrafts<FileContent>() {
  const drafts = new Map<number, ClaimDraft<FileContent>>();
  return {
    saveDraft: (childId: number, draft: ClaimDraft<FileContent>): void => {
      drafts.set(childId, draft);
    },
    readDraft: (childId: number): ClaimDraft<FileContent> | undefined => drafts.get(childId),
    /** Forgets a child's draft once the claim screen is done with it. */
    clearDraft: (childId: number): void => {
      drafts.delete(childId);
    },
  };
}
