import type { Database } from '../../db/client.ts';
import { recordStaffRead, type Reader } from '../access-record/staff-reads.ts';
import { findFileOwner } from '../access-record/staff-reads.repository.ts';
import type { FileScope } from './file-urls.ts';
import {
  findAppealFile,
  findAppealFileOwner,
  findAuditFile,
  findAuditFileOwner,
  findClaimFile,
  findPreApprovalFile,
  findPreApprovalFileOwner,
  type LinkedFileRow,
} from './files.repository.ts';

const finders = {
  claim: findClaimFile,
  appeal: findAppealFile,
  audit: findAuditFile,
  preApproval: findPreApprovalFile,
} as const;
const ownerFinders = { appeal: findAppealFileOwner, audit: findAuditFileOwner } as const;

/**
 * The file a valid signed link opens: a claim's, or one a parent sent with an appeal, an audit's answer or a
 * pre-approval request. A link made for a support-staff member (reader) records their read in the transaction that
 * finds the file (ADR 0019): a claim file as a 'file' read, an appeal's or an answer's file as a read of its claim (the
 * access record names claim files only), a pre-approval's quote as a read of its family's data, as the pre-approval is.
 */
export async function openLinkedFile(
  db: Database,
  scope: FileScope,
  fileId: number,
  reader: Reader | undefined,
  now: Date,
): Promise<LinkedFileRow | undefined> {
  const find = finders[scope];
  if (reader === undefined) return find(db, fileId);
  return db.transaction(async (tx) => {
    if (scope === 'claim') {
      const owner = await findFileOwner(tx, fileId);
      if (owner) await recordStaffRead(tx, reader, { kind: 'file', ...owner, fileId }, now);
    } else if (scope === 'preApproval') {
      const owner = await findPreApprovalFileOwner(tx, fileId);
      if (owner) await recordStaffRead(tx, reader, { kind: 'family', ...owner }, now);
    } else {
      const owner = await ownerFinders[scope](tx, fileId);
      if (owner) await recordStaffRead(tx, reader, { kind: 'claim', ...owner }, now);
    }
    return find(tx, fileId);
  });
}
