import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';
import { pageQueryShape } from './page-query.ts';

/**
 * Who at the programme looked at a family's data (issue 21, DESIGN.md "Reads are events too"): every time a
 * support-staff member opens a claim, a family's details or a receipt file, the API records who, what, when and
 * from which address. The record is append-only and kept apart from the claim's events; parents and providers
 * never see it.
 */
export const STAFF_READ_KINDS = ['claim', 'family', 'file'] as const;
export type StaffReadKind = (typeof STAFF_READ_KINDS)[number];

/**
 * Each spreadsheet of many families' data a support-staff member downloads (issue 29): who, from where, when, what
 * they searched for and how many rows were sent. A download is not one family's read: it is recorded on its own.
 */
export const STAFF_EXPORT_KINDS = ['claimSearch'] as const;
export type StaffExportKind = (typeof STAFF_EXPORT_KINDS)[number];

/** One read, as staff see it on a claim's audit trail and the privacy officer in a family's access history. */
export const staffReadSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(STAFF_READ_KINDS),
  staffName: z.string(),
  staffEmail: z.string(),
  parentUserId: z.number().int().positive(),
  claimId: z.number().int().positive().nullable(),
  fileId: z.number().int().positive().nullable(),
  address: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type StaffRead = z.infer<typeof staffReadSchema>;
export const staffReadsSchema = z.array(staffReadSchema);

/** How many reads a claim's audit trail shows, newest first: the family's access record holds them all. */
export const CLAIM_READS_SHOWN = 100;

/** GET /api/merit-cs/families/{parentUserId}/access-record: a page of the family's reads, newest first. */
export const staffReadPageSchema = z.object({ items: staffReadsSchema, nextCursor: z.string().nullable() });
export type StaffReadPage = z.infer<typeof staffReadPageSchema>;

/** The access record's page: its size (1-100) and the cursor of the page before it. */
export function accessRecordQuerySchema(t: Translate = translate) {
  return z.strictObject({
    ...pageQueryShape(t),
  });
}
export type AccessRecordQuery = z.infer<ReturnType<typeof accessRecordQuerySchema>>;

/** The text of each kind of read, for screens and the access record's spreadsheet. */
export const STAFF_READ_KIND_IDS = {
  claim: 'accessRecord.kind.claim',
  family: 'accessRecord.kind.family',
  file: 'accessRecord.kind.file',
} as const satisfies Record<StaffReadKind, string>;

/** The access record's spreadsheet columns, as text ids. */
export const ACCESS_RECORD_CSV_HEADER = [
  'accessRecord.csv.at',
  'accessRecord.csv.staffName',
  'accessRecord.csv.staffEmail',
  'accessRecord.csv.kind',
  'accessRecord.csv.claimId',
  'accessRecord.csv.fileId',
  'accessRecord.csv.address',
] as const;
