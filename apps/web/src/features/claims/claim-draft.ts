import type { ClaimFormState } from './claim-form-state.ts';

/**
 * A claim being written, kept in memory while the parent fills the non-programme provider form on its own screen
 * (small screens), so nothing typed or chosen is lost on the way there and back. Files are kept as they were
 * chosen; nothing is written to storage.
 */
export interface ClaimDraft {
  values: ClaimFormState;
  files: ReadonlyMap<string, File>;
  attested: boolean;
}

const drafts = new Map<number, ClaimDraft>();

export function saveDraft(childId: number, draft: ClaimDraft): void {
  drafts.set(childId, draft);
}

export function readDraft(childId: number): ClaimDraft | undefined {
  return drafts.get(childId);
}

/** Forgets a child's draft once the form has taken it back. */
export function clearDraft(childId: number): void {
  drafts.delete(childId);
}
