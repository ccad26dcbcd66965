import { z } from 'zod';
import type { ClaimStatus } from './claim-status.ts';
import { formatListDate, type IsoDate } from './dates.ts';
import { translate, type Translate } from './messages/translate.ts';
import { optionalText } from './text-fields.ts';

/**
 * A receipt a family already sent (issue 36): the claim form warns before a parent sends a file, or an invoice number
 * read from one or typed for it, that is already on another claim of theirs, and asks why they send it again (a
 * second instalment of the same invoice is real). The server checks it again when the claim is sent and keeps the
 * reason, which reviewers see.
 */

/** A claim of the family that holds the receipt already: its id and the day it was sent. */
export interface SentClaim {
  claimId: number;
  submittedOn: IsoDate;
}

/**
 * A claim found with the same receipt as the one being sent: the same file (its bytes), or the same invoice number,
 * read from a file or typed for it, compared by invoiceNumberKey.
 */
export interface ClaimWithSameReceipt extends SentClaim {
  /** The parent account of the claim's child. */
  parentId: number;
  status: ClaimStatus;
}

/** Who is sending the receipt: the parent, and the rejected claim their claim corrects, if it does. */
export interface ReceiptSender {
  parentId: number;
  correcting: number | null;
}

/** How many claims the family is told of at most, the oldest first; the warning names the first. */
export const SENT_CLAIMS_SHOWN = 3;

/**
 * The claims with which this family already sent a receipt, oldest first, a few at most: claims of any child of the
 * same parent account, not rejected (a rejected claim's receipt may be sent again), and not the claim being
 * corrected (a correction carries that claim's files on purpose).
 */
export function receiptAlreadySent(found: readonly ClaimWithSameReceipt[], sender: ReceiptSender): SentClaim[] {
  const sent = new Map<number, SentClaim>();
  for (const claim of found) {
    if (claim.parentId !== sender.parentId || claim.status === 'Rejected' || claim.claimId === sender.correcting) {
      continue;
    }
    sent.set(claim.claimId, { claimId: claim.claimId, submittedOn: claim.submittedOn });
  }
  return [...sent.values()].sort((a, b) => a.claimId - b.claimId).slice(0, SENT_CLAIMS_SHOWN);
}

/** The claims that hold one of several receipts, each once, oldest first, a few at most. */
export function sentClaimsTogether(lists: readonly (readonly SentClaim[])[]): SentClaim[] {
  const together = new Map(lists.flat().map((claim) => [claim.claimId, claim]));
  return [...together.values()].sort((a, b) => a.claimId - b.claimId).slice(0, SENT_CLAIMS_SHOWN);
}

/**
 * The warning beside a receipt already sent, naming the first claim it was sent with: 'This receipt was already sent
 * with claim 13 on 11/28/2026.', and '…, and again since.' when later claims hold it too.
 */
export function alreadySentText(sent: readonly SentClaim[], t: Translate = translate): string | null {
  const [first, ...later] = sent;
  if (first === undefined) return null;
  const claim = { id: first.claimId, date: formatListDate(first.submittedOn) };
  return t(later.length === 0 ? 'receipt.alreadySent' : 'receipt.alreadySentMore', claim);
}

export const SENT_AGAIN_REASON_MAX = 500;

/** Why a parent sends a receipt again: optional text of several lines, at most SENT_AGAIN_REASON_MAX characters. */
export function sentAgainReasonSchema(t: Translate = translate) {
  return optionalText({ multiline: true, t }).pipe(
    z
      .string()
      .max(SENT_AGAIN_REASON_MAX, { error: t('claim.sentAgain.tooLong', { max: SENT_AGAIN_REASON_MAX }) })
      .optional(),
  );
}

/** The message when a receipt already sent goes without a reason, or null: the form and the server both ask it. */
export function sentAgainReasonIssue(
  alreadySent: boolean,
  reason: string | null | undefined,
  t: Translate = translate,
) {
  return alreadySent && (reason ?? '').trim() === '' ? t('claim.sentAgain.required') : null;
}
