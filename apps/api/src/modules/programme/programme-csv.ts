import {
  rejectReasonLabelId,
  type AuditFigureRow,
  type AuditFigures,
  type PreApprovalFigures,
  serviceCategoryLabelId,
  staffStatusId,
  translate,
  type ProgrammeFigures,
} from '@ace/domain';

/**
 * The Programme page's figures as one long spreadsheet: a row per item of each figure, with its claims, amount
 * (dollars), business days or rate (percent) where the figure has them.
 */
export const programmeCsvHeader = [
  'export.programme.figure',
  'export.programme.item',
  'export.programme.claims',
  'export.programme.amount',
  'export.programme.businessDays',
  'export.programme.rate',
] as const;

const dollars = (amount: number) => amount.toFixed(2);
const count = (claims: number) => String(claims);
const days = (value: number | null) => (value === null ? '' : String(value));

type Duration = ProgrammeFigures['timeToDecision'];

function durationRows(figure: string, duration: Duration): string[][] {
  return [
    [figure, translate('export.programme.median'), count(duration.claims), '', days(duration.medianBusinessDays)],
    [figure, translate('export.programme.p90'), count(duration.claims), '', days(duration.p90BusinessDays)],
  ];
}

/** A share of 0 to 1 as a percentage to one decimal; empty when there is none. */
const percent = (rate: number | null) => (rate === null ? '' : (rate * 100).toFixed(1));

/** One audit figure row (in all, or of a provider) as the figure's rows: one per measure, as the page shows them. */
function auditRows(figure: string, row: AuditFigureRow): string[][] {
  return [
    [figure, translate('auditFigures.claimsPaid'), count(row.claimsPaid), '', '', ''],
    [figure, translate('auditFigures.audited'), count(row.audited), '', '', ''],
    [figure, translate('auditFigures.sampled'), count(row.sampled), '', '', ''],
    [figure, translate('auditFigures.flagged'), count(row.flagged), '', '', ''],
    [figure, translate('auditFigures.open'), count(row.open), '', '', ''],
    [figure, translate('auditFigures.overdue'), count(row.overdue), '', '', ''],
    [figure, translate('auditFigures.findings'), count(row.findings), dollars(row.misspent), '', ''],
    [figure, translate('auditFigures.recovered'), '', dollars(row.recovered), '', ''],
    [figure, translate('auditFigures.owed'), '', dollars(row.owed), '', ''],
    [figure, translate('auditFigures.recoveryRate'), '', '', '', percent(row.recoveryRate)],
  ];
}

/** The audit figures (issue 34 item 5): in all, then each provider's. */
export function auditCsvRows(audits: AuditFigures): string[][] {
  return [
    ...auditRows(translate('export.programme.audits'), audits.total),
    ...audits.byProvider.flatMap((row) =>
      auditRows(translate('export.programme.auditsOf', { provider: `${row.providerNumber} ${row.name}` }), row),
    ),
  ];
}

/** The pre-approvals (issue 35): how many stand where, their money, then the time to decide them. */
export function preApprovalCsvRows(figures: PreApprovalFigures): string[][] {
  const figure = translate('export.programme.preApprovals');
  const { amounts } = figures;
  return [
    [figure, translate('preApprovalFigures.asked'), count(figures.asked), '', '', ''],
    [figure, translate('preApprovalFigures.waiting'), count(figures.waiting), '', '', ''],
    [figure, translate('preApprovalFigures.approved'), count(figures.approved), dollars(amounts.approved), '', ''],
    [figure, translate('preApprovalFigures.rejected'), count(figures.rejected), '', '', ''],
    [figure, translate('preApprovalFigures.expired'), count(figures.expired), '', '', ''],
    [figure, translate('preApprovalFigures.usedByClaims'), '', dollars(amounts.usedByClaims), '', ''],
    [figure, translate('preApprovalFigures.held'), '', dollars(amounts.held), '', ''],
    [figure, translate('preApprovalFigures.releasedByExpiry'), '', dollars(amounts.releasedByExpiry), '', ''],
    ...durationRows(translate('export.programme.preApprovalTimeToDecision'), figures.timeToDecision).map((row) => [
      ...row,
      '',
    ]),
  ];
}

export function programmeCsvRows(figures: ProgrammeFigures): string[][] {
  return claimCsvRows(figures).map((row) => [...row, '']);
}

function claimCsvRows(figures: ProgrammeFigures): string[][] {
  const funds = translate('export.programme.funds');
  const byStatus = translate('export.programme.claimsByStatus');
  const byCategory = translate('export.programme.spendingByCategory');
  const byMonth = translate('export.programme.spendingByMonth');
  const providers = translate('export.programme.topProviders');
  const rejections = translate('export.programme.rejectionsByReason');
  const overdue = translate('export.programme.overdueAtProviders');
  return [
    [funds, translate('export.programme.funds.awarded'), '', dollars(figures.funds.awarded), ''],
    [funds, translate('export.programme.funds.claimed'), '', dollars(figures.funds.claimed), ''],
    [funds, translate('export.programme.funds.paid'), '', dollars(figures.funds.paid), ''],
    [funds, translate('export.programme.funds.pending'), '', dollars(figures.funds.pending), ''],
    [funds, translate('export.programme.funds.rolledIn'), '', dollars(figures.funds.rolledIn), ''],
    [funds, translate('export.programme.funds.rolledOver'), '', dollars(figures.funds.rolledOver), ''],
    [funds, translate('export.programme.funds.lapsed'), '', dollars(figures.funds.lapsed), ''],
    [funds, translate('export.programme.funds.available'), '', dollars(figures.funds.available), ''],
    ...figures.claimsByStatus.map((row) => [
      byStatus,
      translate(staffStatusId(row.status)),
      count(row.claims),
      dollars(row.amount),
      '',
    ]),
    ...figures.spendingByCategory.map((row) => [
      byCategory,
      translate(serviceCategoryLabelId(row.category)),
      count(row.claims),
      dollars(row.claimed),
      '',
    ]),
    ...figures.spendingByMonth.map((row) => [byMonth, row.month, count(row.claims), dollars(row.claimed), '']),
    ...figures.topProviders.map((row) => [
      providers,
      `${row.providerNumber} ${row.name}`,
      count(row.claims),
      dollars(row.claimed),
      '',
    ]),
    ...durationRows(translate('export.programme.timeToDecision'), figures.timeToDecision),
    ...durationRows(translate('export.programme.timeToPayout'), figures.timeToPayout),
    ...figures.rejectionsByReason.map((row) => [
      rejections,
      translate(rejectReasonLabelId(row.reason)),
      count(row.claims),
      '',
      '',
    ]),
    ...figures.overdueAtProviders.map((row) => [overdue, row.date, count(row.claims), '', '']),
  ];
}
