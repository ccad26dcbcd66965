import {
  centsToDollars,
  claimYearLabel,
  displayStatusId,
  dueDateOf,
  formatListDate,
  payToLabelId,
  translate,
  type PlainMessageId,
  type ProviderClaimExportQuery,
  type ProviderClaimTab,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { ProviderRow } from '../providers/providers.repository.ts';
import {
  listProviderClaimPage,
  type ProviderClaimListRow,
  type ProviderClaimPageRequest,
} from './provider-claims.repository.ts';
import { checkedProviderClaimSelection } from './provider-claims.service.ts';

/** How many rows an export reads at a time: each page is one ordered index read from the last row on. */
const EXPORT_PAGE = 500;

/** One column of a tab's spreadsheet: its heading and how a claim's cell reads. */
interface CsvColumn {
  header: PlainMessageId;
  cell: (row: ProviderClaimListRow) => string;
}

function dateOrEmpty(instant: Date | null): string {
  return instant === null ? '' : formatListDate(instant.toISOString());
}

/** Who and what: the columns every tab's spreadsheet starts with. */
const claimColumns: readonly CsvColumn[] = [
  { header: 'export.claimId', cell: (row) => String(row.id) },
  { header: 'export.student', cell: (row) => `${row.childFirstName} ${row.childLastName}` },
  { header: 'export.parent', cell: (row) => `${row.parentFirstName} ${row.parentLastName}` },
  { header: 'export.amount', cell: (row) => centsToDollars(row.amountCents).toFixed(2) },
  { header: 'export.submitted', cell: (row) => formatListDate(row.createdAt.toISOString()) },
  { header: 'export.claimYear', cell: (row) => claimYearLabel(row.schoolYear, translate) },
  { header: 'export.payTo', cell: (row) => translate(payToLabelId(row.payTo, 'provider')) },
];

/**
 * Each tab's spreadsheet has the columns its list shows (the web's claim-columns.tsx), so no column stays empty:
 * the provider's work queue has when the claim was sent for review and the day to review it by, History the
 * decision (spec section 9), and Pending merit review, waiting on the programme's staff, who and what only.
 */
const CSV_COLUMNS: Readonly<Record<ProviderClaimTab, readonly CsvColumn[]>> = {
  pendingProvider: [
    ...claimColumns,
    { header: 'export.sentForReview', cell: (row) => dateOrEmpty(row.reviewedAt) },
    { header: 'export.dueDate', cell: (row) => (row.dueAt === null ? '' : formatListDate(dueDateOf(row.dueAt))) },
  ],
  pendingMerit: claimColumns,
  history: [
    ...claimColumns,
    { header: 'export.status', cell: (row) => translate(displayStatusId(row.status)) },
    { header: 'export.decided', cell: (row) => dateOrEmpty(row.reviewedAt) },
    { header: 'export.reviewer', cell: (row) => row.reviewerName ?? '' },
  ],
};

/** The headings of a tab's spreadsheet, as ids of the catalogue. */
export function providerClaimCsvHeader(tab: ProviderClaimTab): readonly PlainMessageId[] {
  return CSV_COLUMNS[tab].map((column) => column.header);
}

async function* csvRows(
  db: AppDependencies['db'],
  columns: readonly CsvColumn[],
  request: ProviderClaimPageRequest,
): AsyncGenerator<string[]> {
  let after = request.after;
  for (;;) {
    const rows = await listProviderClaimPage(db, { ...request, after });
    for (const row of rows) yield columns.map((column) => column.cell(row));
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
  deps: Pick<AppDependencies, 'db'>,
  provider: ProviderRow,
  tab: ProviderClaimTab,
  query: ProviderClaimExportQuery,
): Promise<AsyncIterable<string[]>> {
  const { db } = deps;
  return csvRows(db, CSV_COLUMNS[tab], {
    providerId: provider.id,
    selection: await checkedProviderClaimSelection(deps, tab, query),
    sort: query.sort,
    order: query.order,
    limit: EXPORT_PAGE,
    after: null,
  });
}
