import { z } from 'zod';
import { dollarsSchema } from './entities.ts';
import type { PreApprovalStatus } from './pre-approvals.ts';
import { isIsoMonth, programmeDurationSchema } from './programme-figures.ts';

/**
 * The Programme page's pre-approvals (issue 35, docs/adr/0036-pre-approvals.md): of the school year's pre-approvals
 * (the year their expected date is charged to) asked in the chosen months (programme time), as the page's other
 * figures count claims submitted in them: how many were asked and where they stand now, what the approved ones came
 * to and what became of that money, and how long a decision took.
 */

/** The statuses of a pre-approval that was approved: still Accepted, or Expired since. */
export const APPROVED_PRE_APPROVAL_STATUSES: readonly PreApprovalStatus[] = ['Accepted', 'Expired'];

const count = z.number().int().nonnegative();

export const preApprovalFiguresSchema = z.object({
  /** Null: the pre-approvals charged to no school year (N/A). */
  schoolYear: z.number().int().nullable(),
  from: z.string().refine(isIsoMonth).nullable(),
  to: z.string().refine(isIsoMonth).nullable(),
  /** Every pre-approval asked in the months: waiting + approved + rejected. */
  asked: count,
  /** Pending or Pending external: waiting for staff or for the named provider. */
  waiting: count,
  /** Approved, those that expired since included. */
  approved: count,
  rejected: count,
  /** Approved, and ended unused or partly used. */
  expired: count,
  amounts: z.object({
    /** What the approved ones were approved for. */
    approved: dollarsSchema,
    /** What claims took of them. */
    usedByClaims: dollarsSchema,
    /** What they hold in the children's funds now: the waiting ones whole, the approved ones' unused part. */
    held: dollarsSchema,
    /** The unused part of the expired ones, given back to the children's funds when they expired. */
    releasedByExpiry: dollarsSchema,
  }),
  /**
   * From the day it was asked to its decision (approved or rejected, by staff or by the provider), in business days:
   * the median and 90th percentile of the decided ones, only from enough of them (reportedDuration); `claims` counts
   * the decided pre-approvals.
   */
  timeToDecision: programmeDurationSchema,
  /** When the figures were read. */
  asOf: z.iso.datetime({ offset: true }),
});
export type PreApprovalFigures = z.infer<typeof preApprovalFiguresSchema>;
