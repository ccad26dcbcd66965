import { nextMonth, startOfProgrammeDay, type ProgrammeFiguresQuery } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { preApprovalFigureRow, type PreApprovalFigureRow } from './pre-approval-figures.repository.ts';

/**
 * The pre-approvals of a school year (or of none) asked in the chosen months of the Programme page's query (programme
 * time, as claims submitted in them), counted from their rows: for the programme module's figures (issue 35).
 */
export function preApprovalFigureCounts(db: Executor, query: ProgrammeFiguresQuery): Promise<PreApprovalFigureRow> {
  return preApprovalFigureRow(db, query.schoolYear, {
    from: query.from === undefined ? null : startOfProgrammeDay(`${query.from}-01`),
    until: query.to === undefined ? null : startOfProgrammeDay(`${nextMonth(query.to)}-01`),
  });
}
