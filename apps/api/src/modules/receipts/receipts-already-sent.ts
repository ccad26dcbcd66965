import {
  alreadySentText,
  invoiceNumberKey,
  programmeDate,
  readInvoiceNumberKey,
  receiptAlreadySent,
  sentAgainReasonIssue,
  translate,
  type FieldIssue,
  type ReceiptSender,
  type SentClaim,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { familyClaimsWithReceipts, findReceiptReadings, type ReceiptKeys } from './receipt-readings.repository.ts';

/**
 * Receipts a family already sent (issue 36): for each, in the order given, the claims of the family that hold it, as
 * the claim form warns of them and the submission checks them again. The rule of what counts is the domain's
 * receiptAlreadySent.
 */
async function receiptsAlreadySentByFamily(db: Executor, sender: ReceiptSender, receipts: readonly ReceiptKeys[]) {
  const found = await familyClaimsWithReceipts(db, sender.parentId, receipts);
  return found.map((claims) =>
    receiptAlreadySent(
      claims.map((claim) => ({ ...claim, submittedOn: programmeDate(claim.createdAt) })),
      sender,
    ),
  );
}

/** A receipt a family already sent: the claims of the family that hold it (receiptsAlreadySentByFamily). */
export async function alreadySentByFamily(db: Executor, sender: ReceiptSender, receipt: ReceiptKeys) {
  const [sent = []] = await receiptsAlreadySentByFamily(db, sender, [receipt]);
  return sent;
}

/** The invoice numbers of a receipt as keys: read from its file (when read surely enough) and typed for it. */
export function numberKeysOf(...numbers: readonly (string | null)[]): string[] {
  const keys = numbers.map((number) => (number === null ? '' : invoiceNumberKey(number)));
  return [...new Set(keys.filter((key) => key !== ''))];
}

/** A file of a claim being sent: its bytes' sha256 and the receipt number typed for it. */
export interface SentFile {
  sha256: string;
  receiptNumber: string | null;
}

/**
 * For each file of a claim being sent, in its order, the family's claims that already hold it: the same file, the
 * invoice number read from it (when it was read on the form) or the receipt number typed for it.
 */
export async function filesAlreadySent(
  db: Executor,
  sender: ReceiptSender,
  files: readonly SentFile[],
): Promise<SentClaim[][]> {
  const readings = await findReceiptReadings(
    db,
    files.map((file) => file.sha256),
  );
  return receiptsAlreadySentByFamily(
    db,
    sender,
    files.map((file) => ({
      sha256: file.sha256,
      numberKeys: numberKeysOf(readInvoiceNumberKey(readings.get(file.sha256)?.fields ?? null), file.receiptNumber),
    })),
  );
}

/**
 * Refuses a claim whose receipts this family already sent when the parent gave no reason for sending them again:
 * 409 RECEIPT_ALREADY_SENT, each such file's warning on it (files.N) and the reason asked for (sentAgainReason).
 * Answers whether any receipt was sent before, for the claim to keep the reason only then.
 */
export function checkSentAgain(sent: readonly (readonly SentClaim[])[], reason: string | null): boolean {
  const alreadySent = sent.some((claims) => claims.length > 0);
  const reasonIssue = sentAgainReasonIssue(alreadySent, reason);
  if (reasonIssue === null) return alreadySent;
  const issues: FieldIssue[] = sent.flatMap((claims, index) => {
    const message = alreadySentText(claims, translate);
    return message === null ? [] : [{ path: `files.${index}`, message }];
  });
  issues.push({ path: 'sentAgainReason', message: reasonIssue });
  throw new ConflictError('RECEIPT_ALREADY_SENT', issues[0]?.message ?? reasonIssue, issues);
}
