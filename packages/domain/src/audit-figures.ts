import { z } from 'zod';
import { dollarsSchema } from './entities.ts';
import type { Cents } from './money.ts';
import { isIsoMonth } from './programme-figures.ts';

/**
 * The Programme page's audit figures (issue 34 item 5, docs/adr/0034-audits-of-paid-claims.md): of the school year's
 * claims submitted in the chosen months (the page's one choice, as every figure but its funds), how many were paid,
 * drawn by the weekly sample and flagged by their receipt, the cases still open and overdue, the misspent findings
 * and their total, what was recovered (from the child's funds and repaid) and what is still owed; in all, and by the
 * claims' provider.
 */

/**
 * The share of misspent money recovered, 0 to 1: recovered ÷ misspent; null when nothing was found misspent (a rate
 * of nothing says nothing).
 */
export function recoveryRate(recoveredCents: Cents, misspentCents: Cents): number | null {
  return misspentCents > 0 ? recoveredCents / misspentCents : null;
}

const count = z.number().int().nonnegative();

export const auditFigureRowSchema = z.object({
  /** Claims whose first payout the bank completed (a claim paid in parts counts once). */
  claimsPaid: count,
  /** Claims audited, for any reason (drawn, flagged or added by staff). */
  audited: count,
  /** Claims the weekly sample drew. */
  sampled: count,
  /** Claims audited because reading their receipt flagged them. */
  flagged: count,
  /** Cases not closed (staff's turn, the family's, or a finding waiting for a second person). */
  open: count,
  /** Cases whose question to the family passed its last day unanswered. */
  overdue: count,
  /** Cases closed as misspent. */
  findings: count,
  misspent: dollarsSchema,
  /** Taken from the child's available funds, and repaid. */
  recovered: dollarsSchema,
  owed: dollarsSchema,
  /** recovered ÷ misspent, 0 to 1; null with nothing misspent. */
  recoveryRate: z.number().min(0).max(1).nullable(),
});
export type AuditFigureRow = z.infer<typeof auditFigureRowSchema>;

export const auditFiguresSchema = z.object({
  /** Null: the claims of children without a school year (N/A). */
  schoolYear: z.number().int().nullable(),
  from: z.string().refine(isIsoMonth).nullable(),
  to: z.string().refine(isIsoMonth).nullable(),
  /** Every claim of the months, with a provider or not. */
  total: auditFigureRowSchema,
  /**
   * The providers with at least one audited claim of the months, the most misspent first (then the most audited,
   * then by number).
   */
  byProvider: z.array(auditFigureRowSchema.extend({ providerNumber: z.string(), name: z.string() })),
  /** When the figures were read (overdue depends on it). */
  asOf: z.iso.datetime({ offset: true }),
});
export type AuditFigures = z.infer<typeof auditFiguresSchema>;
