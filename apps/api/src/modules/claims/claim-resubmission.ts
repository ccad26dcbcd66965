import {
  appealWaitsIn,
  FILE_FIELD_NAMES,
  KEPT_FILE_FIELD_NAMES,
  resubmissionIssue,
  translate,
  type FieldIssue,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { NotFoundError, RuleError, ValidationError } from '../../errors.ts';
import { listClaimFiles, type ClaimFileRow } from '../files/files.repository.ts';
import type { ReceivedFile } from './claim-upload.ts';
import { findClaimStatus, findReplacement, listClaimEventActions } from './claims.repository.ts';

/** A file of the claim being corrected, kept at a position of the new claim instead of being uploaded again. */
export interface KeptFile {
  index: number;
  row: ClaimFileRow;
}

/**
 * Checks that this parent may correct the claim and send it again (issue 15): their own claim, for the same
 * child, rejected, not corrected before and with no appeal waiting. With `lock` (inside the submission's transaction)
 * the claim's row is held, so of two resubmissions sent at once the second sees the first and is refused, and an
 * appeal lodged at the same moment (it holds the row too) is seen or sees the correction.
 */
export async function checkResubmission(
  db: Executor,
  replacesClaimId: number,
  parentId: number,
  childId: number,
  lock = false,
): Promise<void> {
  const replaced = await findClaimStatus(db, replacesClaimId, lock);
  if (replaced?.parentId !== parentId) throw new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
  if (replaced.childId !== childId) {
    const message = translate('resubmit.otherStudent');
    throw new RuleError('RESUBMISSION_OTHER_STUDENT', message, [{ path: 'childId', message }]);
  }
  const events = await listClaimEventActions(db, replaced.id);
  const issue = resubmissionIssue({
    status: replaced.status,
    replacedBy: await findReplacement(db, replaced.id),
    appealWaits: appealWaitsIn(events.map((event) => event.action)),
  });
  if (issue !== null) throw new RuleError('CLAIM_NOT_RESUBMITTABLE', issue);
}

/**
 * The files a resubmission keeps from the claim it corrects, by the ids it sent at each position: each must be a
 * file of that claim, and a position holds a kept file or an upload, never both.
 */
export async function keptFilesOf(
  db: Executor,
  replacesClaimId: number | null,
  keptFileIds: readonly (number | null)[],
  uploads: readonly ReceivedFile[],
): Promise<KeptFile[]> {
  const wanted = keptFileIds.flatMap((id, index) => (id === null ? [] : [{ id, index }]));
  if (wanted.length === 0) return [];
  const files = replacesClaimId === null ? [] : await listClaimFiles(db, [replacesClaimId]);
  const kept: KeptFile[] = [];
  const issues: FieldIssue[] = [];
  for (const { id, index } of wanted) {
    const row = files.find((file) => file.id === id);
    if (uploads.some((upload) => upload.index === index)) {
      issues.push({ path: FILE_FIELD_NAMES[index] ?? '', message: translate('resubmit.fileTwice') });
    } else if (row === undefined) {
      issues.push({ path: KEPT_FILE_FIELD_NAMES[index] ?? '', message: translate('resubmit.unknownFile') });
    } else kept.push({ index, row });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return kept;
}
