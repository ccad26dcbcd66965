import { formatListDate, formatMoney, type ProviderAuditDebt } from '@ace/domain';
import { Alert, Anchor, Box, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDollars, wireDollarsToCents } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { visuallyHidden } from '../../components/external-link.tsx';
import { api } from '../../lib/api.ts';
import { providerClaimPath } from '../../lib/paths.ts';

/** What is still owed over the debts, in cents (added as cents, so that no float drifts). */
function owedCents(debts: readonly ProviderAuditDebt[]): number {
  return debts.reduce((sum, debt) => sum + wireDollarsToCents(debt.owed), 0);
}

/**
 * What the organisation is asked to repay after the programme checked claims paid to it (issue 34 item 4): each
 * misspent finding, for which claim, why, what was found misspent, repaid and still owed, and what is owed in all.
 * Nothing is shown while there is none (or while it loads); the table scrolls sideways on a phone.
 */
export function AuditDebts({ organisationId }: { organisationId: string }) {
  const t = useT();
  const titleId = useId();
  const captionId = useId();
  const debts = useQuery({
    queryKey: ['provider', organisationId, 'audit-debts'],
    queryFn: () => api.audits.providerDebts(organisationId),
  });
  if (debts.isError) {
    return (
      <Alert color="red" variant="light">
        <Text size="sm">{t('providerDebts.loadFailed')}</Text>
      </Alert>
    );
  }
  if (debts.data === undefined || debts.data.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('providerDebts.title')}
        </Title>
        <Text size="sm" maw={720}>
          {t('providerDebts.intro')}
        </Text>
        <Text fw={600}>{t('providerDebts.total', { amount: formatMoney(owedCents(debts.data)) })}</Text>
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          style={{ overflowX: 'auto', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Table verticalSpacing="xs" fz="sm">
            <caption id={captionId} style={visuallyHidden}>
              {t('providerDebts.caption')}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('providerDebts.claim')}</Table.Th>
                <Table.Th scope="col">{t('providerDebts.reason')}</Table.Th>
                <Table.Th scope="col">{t('providerDebts.foundOn')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('providerDebts.misspent')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('providerDebts.repaid')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('providerDebts.owed')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {debts.data.map((debt) => (
                <Table.Tr key={debt.caseId}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor component={Link} to={providerClaimPath(debt.claimId)}>
                      {debt.claimId}
                    </Anchor>
                  </Table.Th>
                  <Table.Td miw={200}>
                    {debt.reason !== null && <Text fw={600}>{t(`audits.reason.${debt.reason}`)}</Text>}
                    <Text size="sm">{debt.explanation}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatListDate(debt.foundAt)}</Table.Td>
                  <Table.Td ta="right">{formatDollars(debt.misspent)}</Table.Td>
                  <Table.Td ta="right">{formatDollars(debt.repaid)}</Table.Td>
                  <Table.Td ta="right">{formatDollars(debt.owed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Stack>
    </Paper>
  );
}
