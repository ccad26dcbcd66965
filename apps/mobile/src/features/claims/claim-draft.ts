import { createClaimDrafts, type ClaimDraft as Draft } from '@ace/app-core/claim-drafts';
import type { PickedFile } from '../../lib/picked-file';

/** A claim being written while the parent enters a provider by hand: the files as picked. */
export type ClaimDraft = Draft<PickedFile>;

export const { saveDraft, readDraft, clearDraft } = createClaimDrafts<PickedFile>();
