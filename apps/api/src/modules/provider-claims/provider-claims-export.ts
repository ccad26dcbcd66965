import {
  centsToDollars,
  claimYearLabel,
  displayStatusId,
  dueDateOf,
  formatListDate,
  parseSchoolYearOrNone,
  payToLabelId,
  providerClaimSelection,
  translate,
  type PlainMessageId,
  type ProviderClaimExportQuery,
  type ProviderClaimTab,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { requireMembership, type MembershipDependencies } from '../providers/providers.service.ts';
import {
  listProviderClaimPage,
  type ProviderClaimListRow,
  type ProviderClaimPageRequest,
} from './provider-claims.repository.ts';

/** How many rows an export reads at a time: each page is one ordered index read from the last row on. */
const EXPORT_PAGE = 500;

export const providerClaimCsvHeader: readonly PlainMessageId[] = [
  'export.claimId',
  'export.student',
  'export.parent',
  'export.amount',
  'export.submitted',
  'export.claimYear',
  'export.payTo',
  'export.status',
  'export.decided',
  'export.reviewer',
  'export.dueDate',
];

function csvRow(row: ProviderClaimListRow): string[] {
  return [
    String(row.id),
    `${row.childFirstName} ${row.childLastName}`,
    `${row.parentFirstName} ${row.parentLastName}`,
    centsToDollars(row.amountCents).toFixed(2),
    formatListDate(row.createdAt.toISOString()),
    claimYearLabel(parseSchoolYearOrNone(row.schoolYear), translate),
    translate(payToLabelId(row.payTo, 'provider')),
    translate(displayStatusId(row.status)),
    row.reviewedAt === null ? '' : formatListDate(row.reviewedAt.toISOString()),
    row.reviewerName ?? '',
    row.status === 'Pending external' && row.dueAt !== null ? formatListDate(dueDateOf(row.dueAt)) : '',
  ];
}

async function* csvRows(db: AppDependencies['db'], request: ProviderClaimPageRequest): AsyncGenerator<string[]> {
  let after = request.after;
  for (;;) {
    const rows = await listProviderClaimPage(db, { ...request, after });
    for (const row of rows) yield csvRow(row);
    const last = rows.at(-1);
    if (rows.length < request.limit || last === undefined) return;
    after = { key: last.sortKey, id: last.id };
  }
}

/**
 * The rows of a dashboard tab's CSV export (GET /api/service-provider/{id}/…-claims/csv), for a member of the
 * organisation: the tab's claims as its filters and sort select them, every one, read a page at a time. The route
 * read the query and membership is checked before the first row, so a refusal is an ordinary error answer.
 */
export async function providerClaimCsvRows(
  deps: MembershipDependencies,
  identity: Identity,
  organisationId: string,
  tab: ProviderClaimTab,
  query: ProviderClaimExportQuery,
): Promise<AsyncIterable<string[]>> {
  const { db } = deps;
  const { provider } = await requireMembership(deps, identity, organisationId);
  return csvRows(db, {
    providerId: provider.id,
    selection: providerClaimSelection(tab, query),
    sort: query.sort,
    order: query.order,
    limit: EXPORT_PAGE,
    after: null,
  });
}
