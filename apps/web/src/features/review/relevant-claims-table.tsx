import { formatListDate, staffStatusId, type RelevantClaim } from '@ace/domain';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ScrollingTable } from '../../components/scrolling-table.tsx';
import { SortableHeader } from '../../components/sortable-header.tsx';
import { inAppPath } from '../../lib/portal-path.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  DEFAULT_RELEVANT_CLAIM_SORT,
  nextSort,
  sortRelevantClaims,
  type RelevantClaimColumn,
  type RelevantClaimSort,
} from './relevant-claims-sort.ts';

function ReviewLink({ claim }: { claim: RelevantClaim }) {
  const t = useT();
  if (claim.internalReviewLink === null) {
    return (
      <Text span fz="sm" c="dimmed">
        {t('reviewScreen.relevant.noLink')}
      </Text>
    );
  }
  // The visible word starts the full name, so a voice command and a screen reader name the same link.
  const label = t('reviewScreen.relevant.reviewLabel', {
    amount: formatDollars(claim.amount),
    date: formatListDate(claim.createdAt),
  });
  const path = inAppPath(claim.internalReviewLink);
  return path === null ? (
    <Anchor href={claim.internalReviewLink} fz="sm" aria-label={label}>
      {t('reviewScreen.relevant.review')}
    </Anchor>
  ) : (
    <Anchor component={Link} to={path} fz="sm" aria-label={label}>
      {t('reviewScreen.relevant.review')}
    </Anchor>
  );
}

/**
 * 'All relevant claims' of an internal review (spec section 2): the student's other claims and any claim with the
 * same receipts, sortable by every column but the link, the largest amounts first.
 */
export function RelevantClaimsTable({ claims }: { claims: readonly RelevantClaim[] }) {
  const t = useT();
  const titleId = useId();
  const [sort, setSort] = useState<RelevantClaimSort>(DEFAULT_RELEVANT_CLAIM_SORT);
  const onSort = (column: RelevantClaimColumn) => {
    setSort((current) => nextSort(current, column));
  };
  const header = (column: RelevantClaimColumn, label: string, numeric = false) => (
    <SortableHeader
      label={label}
      direction={sort.column === column ? sort.direction : null}
      numeric={numeric}
      onSort={() => {
        onSort(column);
      }}
    />
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('review.relevantClaims')}
        </Title>
        {claims.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('reviewScreen.relevant.empty')}
          </Text>
        ) : (
          <ScrollingTable caption={t('reviewScreen.relevant.caption')} minWidth={720} striped>
            <Table.Thead>
              <Table.Tr>
                {header('studentName', t('reviewScreen.relevant.studentName'))}
                {header('status', t('reviewScreen.relevant.status'))}
                {header('submittedDate', t('reviewScreen.relevant.submittedDate'))}
                {header('serviceProvider', t('reviewScreen.relevant.serviceProvider'))}
                {header('amount', t('reviewScreen.relevant.amount'), true)}
                <Table.Th scope="col">{t('reviewScreen.relevant.reviewLink')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortRelevantClaims(claims, sort).map((claim) => (
                <Table.Tr key={claim.uuid}>
                  <Table.Td>{`${claim.child.firstName} ${claim.child.lastName}`}</Table.Td>
                  <Table.Td>{t(staffStatusId(claim.status))}</Table.Td>
                  <Table.Td>{formatListDate(claim.createdAt)}</Table.Td>
                  <Table.Td>{claim.serviceProviderNumber ?? t('reviewScreen.relevant.noProvider')}</Table.Td>
                  <Table.Td ta="right">{formatDollars(claim.amount)}</Table.Td>
                  <Table.Td>
                    <ReviewLink claim={claim} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollingTable>
        )}
      </Stack>
    </Paper>
  );
}
