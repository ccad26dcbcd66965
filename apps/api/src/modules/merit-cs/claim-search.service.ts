import {
  centsToDollars,
  formatListDate,
  staffSearchTerms,
  staffStatusId,
  translate,
  type ProviderSearchRow,
  type StaffClaimPage,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { searchProviders, searchStaffClaims, type StaffClaimSearchRow } from './claim-search.repository.ts';
import { decodePageCursor, encodePageCursor } from '../../page-cursor.ts';
import { staffClaimRow } from './staff-claim-columns.ts';

/** The id alone orders the search's results: its cursors carry no key. */
const isSearchKey = (key: string | null) => key === null;

/** GET /api/merit-cs/claims: a page of the claims a search text finds, newest first. */
export async function searchClaimsByText(
  db: Executor,
  query: { q: string; limit: number; cursor?: string | undefined },
): Promise<StaffClaimPage> {
  const after = query.cursor === undefined ? null : decodePageCursor(query.cursor, isSearchKey);
  const rows = await searchStaffClaims(db, {
    terms: staffSearchTerms(query.q),
    beforeId: after?.id ?? null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(staffClaimRow),
    nextCursor: rows.length > query.limit && last !== undefined ? encodePageCursor({ key: null, id: last.id }) : null,
  };
}

/** How many rows an export reads at a time. */
const EXPORT_PAGE = 500;

export const claimSearchCsvHeader = [
  'export.claimId',
  'export.status',
  'export.amount',
  'export.student',
  'export.parent',
  'export.parentEmail',
  'export.providerNumber',
  'export.providerName',
  'export.submitted',
] as const;

function csvRow(row: StaffClaimSearchRow): string[] {
  return [
    String(row.id),
    translate(staffStatusId(row.status)),
    centsToDollars(row.amountCents).toFixed(2),
    `${row.childFirstName} ${row.childLastName}`,
    `${row.parentFirstName} ${row.parentLastName}`,
    row.parentEmail,
    row.providerNumber ?? '',
    row.providerName ?? '',
    formatListDate(row.createdAt.toISOString()),
  ];
}

/** GET /api/merit-cs/claims/csv: every claim the search finds, as spreadsheet rows, read a page at a time. */
export async function* claimSearchCsvRows(db: Executor, text: string): AsyncGenerator<string[]> {
  const terms = staffSearchTerms(text);
  let beforeId: number | null = null;
  for (;;) {
    const rows = await searchStaffClaims(db, { terms, beforeId, limit: EXPORT_PAGE });
    for (const row of rows) yield csvRow(row);
    const last = rows.at(-1);
    if (rows.length < EXPORT_PAGE || last === undefined) return;
    beforeId = last.id;
  }
}

/** GET /api/merit-cs/providers: providers by number or the start of their name. */
export async function searchProvidersByText(db: Executor, text: string, limit: number): Promise<ProviderSearchRow[]> {
  return searchProviders(db, staffSearchTerms(text), limit);
}
