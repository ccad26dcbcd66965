import { z } from 'zod';

/**
 * Who at the programme looked at a family's data (issue 21, DESIGN.md "Reads are events too"): every time a
 * support-staff member opens a claim, a family's details or a receipt file, the API records who, what, when and
 * from which address. The record is append-only and kept apart from the claim's events; parents and providers
 * never see it.
 */
export const STAFF_READ_KINDS = ['claim', 'family', 'file'] as const;
export type StaffReadKind = (typeof STAFF_READ_KINDS)[number];

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
