import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { formatListDate, serviceCategoryLabelId, type PreApprovalForReview } from '@ace/domain';
import { Button, Modal, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { api } from '../../lib/api.ts';
import { personName, PreApprovalReview, providerLabel } from '../pre-approvals/public.ts';
import { CountedQueueSection } from './counted-queue-section.tsx';
import { StaffClaimTable, type StaffColumn } from './staff-claim-table.tsx';

/** The list waiting for staff; a pre-approval opened is read on its own (a recorded read of the family's data). */
const waitingKey = ['merit-cs', 'pre-approvals', 'Pending'] as const;
const openedKey = (id: number) => ['merit-cs', 'pre-approval', id] as const;

const columns: readonly StaffColumn<PreApprovalForReview>[] = [
  { id: 'id', header: 'preApprovalReview.column.id', cell: (row) => row.id },
  { id: 'student', header: 'preApprovalReview.column.student', cell: (row) => personName(row.child) },
  { id: 'parent', header: 'preApprovalReview.column.parent', cell: (row) => personName(row.parent) },
  {
    id: 'amount',
    header: 'preApprovalReview.column.amount',
    numeric: true,
    cell: (row) => formatDollars(row.amount),
  },
  {
    id: 'category',
    header: 'preApprovalReview.column.category',
    cell: (row, t) => t(serviceCategoryLabelId(row.category)),
  },
  { id: 'provider', header: 'preApprovalReview.column.provider', cell: (row, t) => providerLabel(row, t) },
  { id: 'expected', header: 'preApprovalReview.column.expected', cell: (row) => formatListDate(row.expectedDate) },
  { id: 'asked', header: 'preApprovalReview.column.asked', cell: (row) => formatListDate(row.createdAt) },
  { id: 'age', header: 'preApprovalReview.column.age', numeric: true, cell: (row) => row.ageDays },
];

/** A pre-approval opened from the list, read when opened, in a dialog with the decisions staff may make. */
function PreApprovalModal({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: openedKey(id),
    queryFn: () => api.preApprovals.get(id),
    refetchOnMount: 'always',
  });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: waitingKey });
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
  } else {
    content = (
      <PreApprovalReview
        preApproval={query.data}
        decide={(decision) => api.preApprovals.decide(id, decision)}
        onDecided={() => {
          void refreshList();
          onClose();
        }}
        onStale={() => {
          void refreshList();
        }}
      />
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('preApprovalReview.title', { id })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {content}
    </Modal>
  );
}

/**
 * The pre-approvals waiting for support staff (issue 35 part 1), in the work queue: the oldest first, with whom each
 * is for and its age in days; each opens to be read and decided (approved, passed to its provider, or rejected).
 */
export function PreApprovalsQueue() {
  const t = useT();
  const [opened, setOpened] = useState<number | null>(null);
  const query = useQuery({
    queryKey: waitingKey,
    queryFn: () => api.preApprovals.list('Pending'),
    refetchOnMount: 'always',
  });
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
  } else if (query.data.preApprovals.length === 0) content = <Text>{t('preApprovalQueue.empty')}</Text>;
  else {
    content = (
      <StaffClaimTable
        caption={t('preApprovalQueue.caption')}
        columns={columns}
        action={{
          header: 'preApprovalReview.column.action',
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('preApprovalReview.openLabel', { id: row.id })}
              onClick={() => {
                setOpened(row.id);
              }}
            >
              {t('preApprovalReview.openAction')}
            </Button>
          ),
        }}
        rows={query.data.preApprovals}
      />
    );
  }
  return (
    <CountedQueueSection
      title={t('preApprovalQueue.title')}
      count={
        query.data === undefined
          ? undefined
          : { value: query.data.count, label: t('preApprovalQueue.count', { count: query.data.count }) }
      }
      intro={t('preApprovalQueue.intro')}
      dialog={
        opened !== null && (
          <PreApprovalModal
            id={opened}
            onClose={() => {
              setOpened(null);
            }}
          />
        )
      }
    >
      {content}
    </CountedQueueSection>
  );
}
