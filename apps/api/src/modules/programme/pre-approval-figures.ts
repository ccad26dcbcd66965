import { centsToDollars, reportedDuration, type PreApprovalFigures, type ProgrammeFiguresQuery } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import { preApprovalFigureCounts } from '../pre-approvals/pre-approval-figures.ts';
import { businessDayDuration } from './business-day-durations.ts';

/**
 * The Programme page's pre-approvals (issue 35) for a school year and months the caller has checked
 * (checkProgrammeYear): counted from their rows, the money in dollars, the time to decision in business days as the
 * claims' is.
 */
export async function preApprovalFigures(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  query: ProgrammeFiguresQuery,
): Promise<PreApprovalFigures> {
  const now = deps.clock();
  const row = await preApprovalFigureCounts(deps.db, query);
  const decisions = row.decisions.map(({ askedOn, decidedOn }) => ({
    submittedOn: askedOn,
    endedOn: decidedOn,
    claims: 1,
  }));
  return {
    schoolYear: query.schoolYear,
    from: query.from ?? null,
    to: query.to ?? null,
    asked: row.asked,
    waiting: row.waiting,
    approved: row.approved,
    rejected: row.rejected,
    expired: row.expired,
    amounts: {
      approved: centsToDollars(row.approvedCents),
      usedByClaims: centsToDollars(row.usedCents),
      held: centsToDollars(row.heldCents),
      releasedByExpiry: centsToDollars(row.releasedCents),
    },
    timeToDecision: reportedDuration(businessDayDuration(decisions)),
    asOf: now.toISOString(),
  };
}
