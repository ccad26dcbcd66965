import {
  ACCESS_RECORD_CSV_HEADER,
  CLAIM_READS_SHOWN,
  formatStaffTime,
  STAFF_READ_KIND_IDS,
  translate,
  type AccessRecordQuery,
  type ParentUser,
  type StaffRead,
  type StaffReadPage,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { decodePageCursor, encodePageCursor } from '../../page-cursor.ts';
import { parentView } from '../users/users.service.ts';
import { findFamilyParent } from './families.repository.ts';
import { recordStaffRead, staffReadView, type Reader } from './staff-reads.ts';
import { claimExists, listClaimReads, listFamilyReads } from './staff-reads.repository.ts';

function familyNotFound() {
  return new NotFoundError('FAMILY_NOT_FOUND', translate('accessRecord.family.notFound'));
}

/** The registered parent of this user id, or the family's 404. */
export async function requireFamily(db: Executor, parentUserId: number) {
  const found = await findFamilyParent(db, parentUserId);
  if (!found) throw familyNotFound();
  return found;
}

/**
 * GET /api/merit-cs/families/{parentUserId}: the parent, their children with funds and claims, as the parent sees
 * them; recorded as a 'family' read in the same transaction.
 */
export async function findFamilyForStaff(
  deps: AppDependencies,
  reader: Reader,
  parentUserId: number,
): Promise<ParentUser> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { user, parent } = await requireFamily(tx, parentUserId);
    const view = await parentView(tx, user, parent, now);
    await recordStaffRead(tx, reader, { kind: 'family', parentUserId }, now);
    return view;
  });
}

/** GET /api/claim/{id}/reads: who at the programme opened the claim or its files, newest first. */
export async function claimReads(deps: AppDependencies, claimId: number): Promise<StaffRead[]> {
  if (!(await claimExists(deps.db, claimId))) {
    throw new NotFoundError('CLAIM_NOT_FOUND', translate('claim.notFound'));
  }
  return (await listClaimReads(deps.db, claimId, CLAIM_READS_SHOWN)).map(staffReadView);
}

/** An access record page's cursor key is the instant of its last read. */
const isInstant = (key: string | null) => key !== null && !Number.isNaN(Date.parse(key));

/** GET /api/merit-cs/families/{parentUserId}/access-record: a page of the family's reads, newest first. */
export async function familyAccessRecord(
  deps: AppDependencies,
  parentUserId: number,
  query: AccessRecordQuery,
): Promise<StaffReadPage> {
  await requireFamily(deps.db, parentUserId);
  const start = query.cursor === undefined ? null : decodePageCursor(query.cursor, isInstant);
  const before = start === null ? null : { at: new Date(start.key ?? ''), id: start.id };
  const rows = await listFamilyReads(deps.db, parentUserId, before, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(staffReadView),
    nextCursor:
      rows.length > query.limit && last !== undefined
        ? encodePageCursor({ key: last.read.at.toISOString(), id: last.read.id })
        : null,
  };
}

/** How many reads the spreadsheet reads at a time. */
const EXPORT_PAGE = 500;

export const accessRecordCsvHeader = (): string[] => ACCESS_RECORD_CSV_HEADER.map((id) => translate(id));

/** A read as the privacy officer's spreadsheet lists it: its time as the staff screens show it, in Ohio's time. */
function csvRow(read: StaffRead): string[] {
  return [
    formatStaffTime(read.at, translate),
    read.staffName,
    read.staffEmail,
    translate(STAFF_READ_KIND_IDS[read.kind]),
    read.claimId === null ? '' : String(read.claimId),
    read.fileId === null ? '' : String(read.fileId),
    read.address,
  ];
}

/** GET /api/merit-cs/families/{parentUserId}/access-record/csv: every read of the family, newest first. */
export async function* accessRecordCsvRows(db: Executor, parentUserId: number): AsyncGenerator<string[]> {
  let before: { at: Date; id: number } | null = null;
  for (;;) {
    const rows = await listFamilyReads(db, parentUserId, before, EXPORT_PAGE);
    for (const row of rows) yield csvRow(staffReadView(row));
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE || last === undefined) return;
    before = { at: last.read.at, id: last.read.id };
  }
}
