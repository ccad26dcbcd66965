import {
  claimYearLabel,
  displayStatusId,
  formatListDate,
  payToLabelId,
  type PlainMessageId,
  type ProviderClaimRow,
  type ProviderClaimSort,
  type ProviderClaimTab,
  type Translate,
} from '@ace/domain';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { providerClaimPath } from '../../lib/paths.ts';
import { wayBackState, type WayBack } from '../../lib/way-back.ts';
import { statusColour } from '../../components/status-colour.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ReviewLinkButton } from './review-link-button.tsx';

/** One column of a claim list: its header, the sort it offers (if any) and how a row's cell reads. */
export interface ClaimColumn {
  id: string;
  header: PlainMessageId;
  sort?: ProviderClaimSort;
  numeric?: boolean;
  /** The row's action: it stays in view at the right edge while the table scrolls on a phone. */
  action?: boolean;
  cell: (row: ProviderClaimRow, t: Translate) => ReactNode;
}

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

function dateOrNone(instant: string | null, t: Translate): string {
  return instant === null ? t('providerScreen.column.none') : formatListDate(instant);
}

const student: ClaimColumn = {
  id: 'student',
  header: 'providerScreen.column.student',
  cell: (row) => fullName(row.child),
};
const parent: ClaimColumn = {
  id: 'parent',
  header: 'providerScreen.column.parent',
  cell: (row) => fullName(row.parent),
};
const submitted: ClaimColumn = {
  id: 'submitted',
  header: 'providerScreen.column.submitted',
  sort: 'createdAt',
  cell: (row) => formatListDate(row.createdAt),
};
/** The list a claim is opened from, with its tab and filters: the way back of the claim's page and of its review. */
function useThisList(): WayBack {
  const { pathname, search } = useLocation();
  return { path: `${pathname}${search}`, place: 'dashboard' };
}

/** The claim's details; the list it was opened from goes along, so the way back keeps its tab and filters. */
function ClaimLink({ id }: { id: number }) {
  const t = useT();
  return (
    <Anchor
      component={Link}
      to={providerClaimPath(id)}
      state={wayBackState(useThisList())}
      aria-label={t('providerScreen.viewClaim', { id })}
    >
      {id}
    </Anchor>
  );
}

function ReviewLink({ id, link }: { id: number; link: string }) {
  return <ReviewLinkButton id={id} link={link} wayBack={useThisList()} variant="light" />;
}

const claimId: ClaimColumn = {
  id: 'claimId',
  header: 'providerScreen.column.claimId',
  sort: 'id',
  cell: (row) => <ClaimLink id={row.id} />,
};
const amount: ClaimColumn = {
  id: 'amount',
  header: 'providerScreen.column.amount',
  sort: 'amount',
  numeric: true,
  cell: (row) => formatDollars(row.amount),
};
const claimYear: ClaimColumn = {
  id: 'claimYear',
  header: 'providerScreen.column.claimYear',
  cell: (row, t) => claimYearLabel(row.schoolYear, t),
};
const payTo: ClaimColumn = {
  id: 'payTo',
  header: 'payTo.label',
  cell: (row, t) => t(payToLabelId(row.payTo, 'provider')),
};
const status: ClaimColumn = {
  id: 'status',
  header: 'providerScreen.column.status',
  cell: (row, t) => (
    <Text span fz="sm" fw={600} c={statusColour[row.status]}>
      {t(displayStatusId(row.status))}
    </Text>
  ),
};
const decided: ClaimColumn = {
  id: 'decided',
  header: 'providerScreen.column.decided',
  sort: 'reviewedAt',
  cell: (row, t) => dateOrNone(row.reviewedAt, t),
};
const sentForReview: ClaimColumn = {
  id: 'sentForReview',
  header: 'providerScreen.column.sentForReview',
  sort: 'reviewedAt',
  cell: (row, t) => dateOrNone(row.reviewedAt, t),
};
const reviewer: ClaimColumn = {
  id: 'reviewer',
  header: 'providerScreen.column.reviewer',
  cell: (row, t) => row.reviewerName ?? t('providerScreen.column.none'),
};

/** The review link: where a provider acts on a claim (approve or reject), once Merit has passed it on. */
function reviewLink(row: ProviderClaimRow, t: Translate): ReactNode {
  if (row.externalReviewLink === null) return t('providerScreen.column.none');
  return <ReviewLink id={row.id} link={row.externalReviewLink} />;
}

const reviewLinkColumn: ClaimColumn = {
  id: 'reviewLink',
  header: 'providerScreen.column.reviewLink',
  action: true,
  cell: reviewLink,
};

/** The provider's last day to review, marked Overdue once it has passed. */
const dueDate: ClaimColumn = {
  id: 'dueDate',
  header: 'providerScreen.column.dueDate',
  cell: (row, t) =>
    row.dueAt === null ? (
      t('providerScreen.column.none')
    ) : (
      <>
        {formatListDate(row.dueAt)}
        {row.overdue && (
          <Text span display="block" fz="sm" fw={700} c="red.9">
            {t('providerScreen.overdue')}
          </Text>
        )}
      </>
    ),
};

/** Who and what: the columns every list starts with. */
const claimColumns = [student, parent, submitted, claimId, amount, claimYear, payTo];

/**
 * The columns of each list. History has those of spec section 9. Pending provider review is the provider's work
 * queue: who and what, when Merit sent it on, the day to review it by, and the review link to act. Pending merit review is waiting on
 * Merit, so it has no action.
 */
const CLAIM_COLUMNS: Readonly<Record<ProviderClaimTab, readonly ClaimColumn[]>> = {
  pendingProvider: [...claimColumns, sentForReview, dueDate, reviewLinkColumn],
  pendingMerit: claimColumns,
  history: [...claimColumns, status, decided, reviewer, reviewLinkColumn],
};

/** What identifies a claim and decides what to do with it: what a phone shows before it scrolls. */
const PHONE_FIRST: readonly string[] = [claimId.id, amount.id, status.id, dueDate.id];

/**
 * A list's columns for the screen's width: the spec's order on a wider screen; on a phone the claim id (the link to
 * its details), the amount, the status and the day to review by first, so they are in view without scrolling.
 */
export function claimColumnsFor(tab: ProviderClaimTab, phone: boolean): readonly ClaimColumn[] {
  const columns = CLAIM_COLUMNS[tab];
  if (!phone) return columns;
  const first = (column: ClaimColumn) => PHONE_FIRST.includes(column.id);
  return [...columns.filter(first), ...columns.filter((column) => !first(column))];
}
