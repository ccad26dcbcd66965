import type { StaffRead, StaffReadKind } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { insertStaffRead, type StaffReadRow } from './staff-reads.repository.ts';

/** What a staff read names: which family, and the claim and file when it was one of those. */
export interface ReadSubject {
  kind: StaffReadKind;
  parentUserId: number;
  claimId?: number;
  fileId?: number;
}

/** Who read and from where: the staff member's user id and the client's address as the API sees it. */
export interface Reader {
  staffUserId: number;
  address: string;
}

/**
 * Appends one read to the access record, in the transaction that reads what it names: a read that could not be
 * recorded is not answered.
 */
export async function recordStaffRead(tx: Executor, reader: Reader, subject: ReadSubject, at: Date) {
  await insertStaffRead(tx, {
    staffUserId: reader.staffUserId,
    kind: subject.kind,
    parentUserId: subject.parentUserId,
    claimId: subject.claimId ?? null,
    fileId: subject.fileId ?? null,
    address: reader.address,
    at,
  });
}

/** A read as staff and the privacy officer see it. */
export function staffReadView({ read, staffFirstName, staffLastName, staffEmail }: StaffReadRow): StaffRead {
  return {
    id: read.id,
    kind: read.kind,
    staffName: `${staffFirstName} ${staffLastName}`.trim(),
    staffEmail,
    parentUserId: read.parentUserId,
    claimId: read.claimId,
    fileId: read.fileId,
    address: read.address,
    at: read.at.toISOString(),
  };
}
