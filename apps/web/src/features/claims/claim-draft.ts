import { createClaimDrafts, type ClaimDraft as Draft } from '@ace/app-core/claim-drafts';

/** A claim being written on a small screen while the parent enters a provider by hand: the Files as chosen. */
export type ClaimDraft = Draft<File>;

export const { saveDraft, readDraft, clearDraft } = createClaimDrafts<File>();
