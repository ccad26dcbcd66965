import {
  formatListDate,
  historyStatusId,
  historyStatusTone,
  PARENT_HISTORY_ROWS,
  parentClaimPath,
  type ClaimHistoryItem,
} from '@ace/domain';
import { Anchor, Box, Button, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { visuallyHidden } from '../../components/external-link.tsx';
import { tabularNumbers } from '../../components/tabular-numbers.ts';
import { statusColour } from '../../components/status-colour.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';

/**
 * A student's claims: Date, Claim Amount, Status; 2 rows until 'See more history' (spec section 2). Each amount
 * opens the claim's details.
 */
export function ClaimHistory({ claims, studentName }: { claims: readonly ClaimHistoryItem[]; studentName: string }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const tableId = useId();
  if (claims.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.history.empty')}
      </Text>
    );
  }
  const shown = expanded ? claims : claims.slice(0, PARENT_HISTORY_ROWS);
  return (
    <Box>
      <Table id={tableId} striped verticalSpacing="xs" fz="sm">
        <caption style={visuallyHidden}>{t('dashboard.history.caption', { name: studentName })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.history.date')}</Table.Th>
            <Table.Th scope="col" ta="right" style={tabularNumbers}>
              {t('dashboard.history.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('dashboard.history.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((claim) => (
            <Table.Tr key={claim.id} data-claim-id={claim.id}>
              <Table.Td>{formatListDate(claim.createdAt)}</Table.Td>
              <Table.Td ta="right" style={tabularNumbers}>
                <Anchor
                  component={Link}
                  to={parentClaimPath(claim.id)}
                  fz="sm"
                  aria-label={t('parentClaim.openFromHistory', { id: claim.id, amount: formatDollars(claim.amount) })}
                >
                  {formatDollars(claim.amount)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text span fz="sm" fw={600} c={statusColour[historyStatusTone(claim)]}>
                  {t(historyStatusId(claim))}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {claims.length > PARENT_HISTORY_ROWS && (
        <Button
          variant="subtle"
          size="sm"
          mt="xs"
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => {
            setExpanded((value) => !value);
          }}
        >
          {expanded ? t('dashboard.history.collapse') : t('dashboard.history.seeMore')}
        </Button>
      )}
    </Box>
  );
}
