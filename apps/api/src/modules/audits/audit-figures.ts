import {
  centsToDollars,
  nextMonth,
  recoveryRate,
  type AuditFigureRow,
  type AuditFigures,
  type ProgrammeFiguresQuery,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import {
  auditCaseFigures,
  paidClaims,
  paidClaimsOfProviders,
  type AuditCaseFigureRow,
} from './audit-figures.repository.ts';

/**
 * The Programme page's audit figures (issue 34 item 5) for a school year and months of submission the caller has
 * checked (the programme module's checkProgrammeYear): in all, and by the claims' provider.
 */

type CaseCounts = Omit<AuditCaseFigureRow, 'providerId' | 'providerNumber' | 'name'>;

const NO_CASES: CaseCounts = {
  audited: 0,
  sampled: 0,
  flagged: 0,
  open: 0,
  overdue: 0,
  findings: 0,
  misspentCents: 0,
  recoveredCents: 0,
};

function added(rows: readonly CaseCounts[]): CaseCounts {
  return rows.reduce<CaseCounts>(
    (sum, row) => ({
      audited: sum.audited + row.audited,
      sampled: sum.sampled + row.sampled,
      flagged: sum.flagged + row.flagged,
      open: sum.open + row.open,
      overdue: sum.overdue + row.overdue,
      findings: sum.findings + row.findings,
      misspentCents: sum.misspentCents + row.misspentCents,
      recoveredCents: sum.recoveredCents + row.recoveredCents,
    }),
    NO_CASES,
  );
}

function figureRow(claimsPaid: number, cases: CaseCounts): AuditFigureRow {
  return {
    claimsPaid,
    audited: cases.audited,
    sampled: cases.sampled,
    flagged: cases.flagged,
    open: cases.open,
    overdue: cases.overdue,
    findings: cases.findings,
    misspent: centsToDollars(cases.misspentCents),
    recovered: centsToDollars(cases.recoveredCents),
    owed: centsToDollars(cases.misspentCents - cases.recoveredCents),
    recoveryRate: recoveryRate(cases.recoveredCents, cases.misspentCents),
  };
}

export async function auditFigures(
  deps: Pick<AppDependencies, 'db' | 'clock'>,
  query: ProgrammeFiguresQuery,
): Promise<AuditFigures> {
  const now = deps.clock();
  const from = query.from ?? null;
  const to = query.to ?? null;
  const days = {
    from: from === null ? null : `${from}-01`,
    until: to === null ? null : `${nextMonth(to)}-01`,
  };
  const [cases, paid] = await Promise.all([
    auditCaseFigures(deps.db, query.schoolYear, days, now),
    paidClaims(deps.db, query.schoolYear, days),
  ]);
  const providerCases = cases.filter(
    (row): row is AuditCaseFigureRow & { providerId: number; providerNumber: string; name: string } =>
      row.providerId !== null && row.providerNumber !== null && row.name !== null,
  );
  const paidOf = await paidClaimsOfProviders(
    deps.db,
    query.schoolYear,
    days,
    providerCases.map((row) => row.providerId),
  );
  const byProvider = providerCases
    .sort(
      (a, b) =>
        b.misspentCents - a.misspentCents || b.audited - a.audited || a.providerNumber.localeCompare(b.providerNumber),
    )
    .map((row) => ({
      providerNumber: row.providerNumber,
      name: row.name,
      ...figureRow(paidOf.get(row.providerId) ?? 0, row),
    }));
  return {
    schoolYear: query.schoolYear,
    from,
    to,
    total: figureRow(paid, added(cases)),
    byProvider,
    asOf: now.toISOString(),
  };
}
