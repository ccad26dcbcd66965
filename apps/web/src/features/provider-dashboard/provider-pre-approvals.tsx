import type { PreApprovalDecisionBody } from '@ace/api-client';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { formatListDate, serviceCategoryLabelId, type PreApprovalForReview } from '@ace/domain';
import { Button, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { ScrollingTable, stickyAction } from '../../components/scrolling-table.tsx';
import { api } from '../../lib/api.ts';
import { personName, PreApprovalReview } from '../pre-approvals/public.ts';

/** Narrower and names wrap into a column of single words. */
const MIN_COLUMN_WIDTH_PX = 96;
const COLUMN_COUNT = 8;

/** A provider decides at the external step, which never offers to pass a pre-approval on. */
function providerDecision(decision: PreApprovalDecisionBody) {
  if (decision.action === 'passInternalReview') throw new Error('A provider was offered to pass a pre-approval on');
  return decision;
}

function PreApprovalTable({
  rows,
  onOpen,
}: {
  rows: readonly PreApprovalForReview[];
  onOpen: (preApproval: PreApprovalForReview) => void;
}) {
  const t = useT();
  return (
    <ScrollingTable caption={t('providerPreApprovals.caption')} minWidth={COLUMN_COUNT * MIN_COLUMN_WIDTH_PX}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('preApprovalReview.column.id')}</Table.Th>
          <Table.Th scope="col">{t('preApprovalReview.column.student')}</Table.Th>
          <Table.Th scope="col">{t('preApprovalReview.column.parent')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('preApprovalReview.column.amount')}
          </Table.Th>
          <Table.Th scope="col">{t('preApprovalReview.column.category')}</Table.Th>
          <Table.Th scope="col">{t('preApprovalReview.column.expected')}</Table.Th>
          <Table.Th scope="col">{t('preApprovalReview.column.asked')}</Table.Th>
          <Table.Th scope="col" style={stickyAction}>
            {t('preApprovalReview.column.action')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>{personName(row.child)}</Table.Td>
            <Table.Td>{personName(row.parent)}</Table.Td>
            <Table.Td ta="right">{formatDollars(row.amount)}</Table.Td>
            <Table.Td>{t(serviceCategoryLabelId(row.category))}</Table.Td>
            <Table.Td>{formatListDate(row.expectedDate)}</Table.Td>
            <Table.Td>{formatListDate(row.createdAt)}</Table.Td>
            <Table.Td style={stickyAction}>
              <Button
                size="xs"
                variant="light"
                aria-label={t('preApprovalReview.openLabel', { id: row.id })}
                onClick={() => {
                  onOpen(row);
                }}
              >
                {t('preApprovalReview.openAction')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollingTable>
  );
}

/**
 * The organisation's pre-approvals waiting for its decision (issue 35 part 1): families ask before they buy from it,
 * support staff pass the request on, and the provider approves it or rejects it with a reason. Each opens in a dialog
 * with what was asked; after a decision a toast says so and the list is read again.
 */
export function ProviderPreApprovals({ organisationId }: { organisationId: string }) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  // The pre-approval as it was opened: it stays in its dialog when the list read again no longer has it.
  const [opened, setOpened] = useState<PreApprovalForReview | null>(null);
  const queryKey = ['provider', organisationId, 'pre-approvals'];
  const query = useQuery({
    queryKey,
    queryFn: () => api.preApprovals.ofProvider(organisationId),
    refetchOnMount: 'always',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const close = () => {
    setOpened(null);
  };
  let content;
  if (query.isPending) content = <LoadingNotice label={t('app.loading')} />;
  else if (query.isError) {
    content = (
      <ListFailedAlert
        title={t('preApprovalReview.loadFailed')}
        message={query.error.message}
        retryLabel={t('preApprovalReview.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (query.data.length === 0) content = <Text c="dimmed">{t('providerPreApprovals.empty')}</Text>;
  else content = <PreApprovalTable rows={query.data} onOpen={setOpened} />;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('providerPreApprovals.title')}
        </Title>
        <Text size="sm" maw={720}>
          {t('providerPreApprovals.intro')}
        </Text>
        {content}
      </Stack>
      {opened !== null && (
        <Modal
          opened
          onClose={close}
          size="xl"
          title={t('preApprovalReview.title', { id: opened.id })}
          closeButtonProps={{ 'aria-label': t('app.close') }}
        >
          <PreApprovalReview
            preApproval={opened}
            decide={(decision) =>
              api.preApprovals.decideAsProvider(organisationId, opened.id, providerDecision(decision))
            }
            onDecided={() => {
              void refresh();
              close();
            }}
            onStale={() => {
              void refresh();
            }}
          />
        </Modal>
      )}
    </Paper>
  );
}
