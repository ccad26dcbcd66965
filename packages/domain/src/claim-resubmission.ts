import { z } from 'zod';
import type { ClaimStatus } from './claim-status.ts';
import { nonAceServiceProviderViewSchema } from './entities.ts';
import { SERVICE_CATEGORIES } from './service-categories.ts';
import { PAY_TO_VALUES } from './pay-to.ts';
import { translate, type Translate } from './messages/translate.ts';
import { MAX_FILES_PER_CLAIM } from './uploads.ts';

/**
 * Correcting a rejected claim and sending it again (issue 15): the parent starts from the rejected claim's fields
 * and files, changes what the reason asked for and submits a new claim that records which one it replaces. Its
 * files travel by reference (keptFile1..keptFile5, the old claim's file ids), never uploaded twice. Every rule of a
 * new claim applies again; a rejected claim is corrected once.
 */

export function keptFileFieldName(index: number): string {
  return `keptFile${index + 1}`;
}

/** The names keptFile1..keptFile5, in order: a position holds an upload (fileN) or a kept file, never both. */
export const KEPT_FILE_FIELD_NAMES: readonly string[] = Array.from({ length: MAX_FILES_PER_CLAIM }, (_, index) =>
  keptFileFieldName(index),
);

/** A file of the rejected claim, as the form takes it back: its id is what a resubmission sends instead of bytes. */
export const keptClaimFileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  /** The content's SHA-256 (hex): the same receipt chosen again is a duplicate. */
  sha256: z.string(),
  receiptNumber: z.string(),
});
export type KeptClaimFile = z.infer<typeof keptClaimFileSchema>;

/** What a correction starts from: the rejected claim's own fields, as the claim form holds them, and its files. */
export const resubmissionSchema = z.object({
  claimId: z.number().int().positive(),
  childId: z.number().int().positive(),
  values: z.object({
    amount: z.string(),
    category: z.enum(SERVICE_CATEGORIES),
    dateOfService: z.iso.date(),
    description: z.string(),
    payTo: z.enum(PAY_TO_VALUES),
    physicalGood: z.boolean().nullable(),
    serviceProviderNumber: z.string(),
    nonAceServiceProvider: nonAceServiceProviderViewSchema.nullable(),
  }),
  files: z.array(keptClaimFileSchema),
});
export type Resubmission = z.infer<typeof resubmissionSchema>;

interface ReplacedClaim {
  status: ClaimStatus;
  /** The claim that already corrects it, if any. */
  replacedBy: number | null;
  /** Whether its appeal waits for a decision (appealWaitsIn its history). */
  appealWaits: boolean;
}

/**
 * Why this claim cannot be corrected and sent again, or null when it can: rejected, not corrected yet, and no appeal
 * of it waiting for a decision (the family has asked for one second look at a time; once upheld, they may correct).
 */
export function resubmissionIssue(claim: ReplacedClaim, t: Translate = translate): string | null {
  if (claim.replacedBy !== null) return t('resubmit.alreadyDone', { id: claim.replacedBy });
  if (claim.status !== 'Rejected') return t('resubmit.notRejected');
  if (claim.appealWaits) return t('resubmit.appealWaits');
  return null;
}

/**
 * Whether a claim's appeal waits for a decision, read from its history (the actions of its events, or the steps of
 * the parent's timeline, which name them alike): appealed, and neither upheld nor overturned since.
 */
export function appealWaitsIn(actions: Iterable<string>): boolean {
  let waits = false;
  for (const action of actions) {
    if (action === 'appealed') waits = true;
    if (action === 'appealUpheld' || action === 'appealOverturned') waits = false;
  }
  return waits;
}
