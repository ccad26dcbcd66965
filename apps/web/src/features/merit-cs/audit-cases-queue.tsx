import { formatListDate, type AuditCaseSummary, type AuditListFilter } from '@ace/domain';
import { useT } from '@ace/app-core/i18n';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PHONE_QUERY } from '../../lib/theme.ts';
import { StaffClaimTable, type StaffColumn } from './staff-claim-table.tsx';
import { AuditCaseModal } from './audit-case-view.tsx';
import { useAuditCases } from './audit-queries.ts';

/** The lists staff choose between, in the order they work: the open cases first. */
const FILTERS = ['open', 'overdue', 'toConfirm', 'closed', 'all'] as const satisfies readonly AuditListFilter[];

const columns: readonly StaffColumn<AuditCaseSummary>[] = [
  { id: 'claim', header: 'meritCsScreen.column.claimId', cell: (row) => row.claimId },
  {
    id: 'why',
    header: 'auditCases.column.why',
    cell: (row, t) =>
      [
        row.sampled ? t('auditCases.why.sampled') : null,
        row.flagged ? t('auditCases.why.flagged') : null,
        !row.sampled && !row.flagged ? t('auditCases.why.byHand') : null,
      ]
        .filter((why) => why !== null)
        .join(', '),
  },
  { id: 'state', header: 'auditCases.column.state', cell: (row, t) => t(`auditCases.state.${row.state}`) },
  { id: 'opened', header: 'auditCases.column.opened', cell: (row) => formatListDate(row.openedAt) },
  {
    id: 'due',
    header: 'auditCases.column.due',
    cell: (row, t) => (
      <Group gap={6} wrap="nowrap">
        {row.dueDate === null ? '' : formatListDate(row.dueDate)}
        {row.overdue && (
          <Badge color="red" size="sm">
            {t('auditCases.overdue')}
          </Badge>
        )}
      </Group>
    ),
  },
];

/**
 * The audits of paid claims in the staff work queue (issue 34): the open cases first, or the overdue, those with a
 * finding to confirm, the closed or all; overdue ones marked. Each opens to be worked on.
 */
export function AuditCasesQueue() {
  const t = useT();
  const titleId = useId();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [filter, setFilter] = useState<AuditListFilter>('open');
  const [opened, setOpened] = useState<AuditCaseSummary | null>(null);
  const query = useAuditCases(filter);
  const overdue = query.data?.filter((row) => row.overdue).length ?? 0;
  let content;
  if (query.isPending) content = <LoadingNotice label={t('app.loading')} />;
  else if (query.isError) {
    content = (
      <ListFailedAlert
        title={t('auditCases.loadFailed')}
        message={query.error.message}
        retryLabel={t('meritCsScreen.queue.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (query.data.length === 0) content = <Text>{t('auditCases.empty')}</Text>;
  else {
    content = (
      <StaffClaimTable
        caption={t('auditCases.caption')}
        columns={columns}
        action={{
          header: 'meritCsScreen.column.action',
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('auditCases.openLabel', { id: row.claimId })}
              onClick={() => {
                setOpened(row);
              }}
            >
              {t('auditCases.openAction')}
            </Button>
          ),
        }}
        rows={query.data}
      />
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {t('auditCases.title')}
          </Title>
          {overdue > 0 && <Badge color="red">{t('auditCases.overdueCount', { count: overdue })}</Badge>}
        </Group>
        <Text>{t('auditCases.intro')}</Text>
        <SegmentedControl
          aria-label={t('auditCases.filter')}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          maw={phone ? undefined : 560}
          value={filter}
          onChange={(next) => {
            setFilter(FILTERS.find((one) => one === next) ?? 'open');
          }}
          data={FILTERS.map((one) => ({ value: one, label: t(`auditCases.filter.${one}`) }))}
        />
        {content}
      </Stack>
      {opened !== null && (
        <AuditCaseModal
          caseId={opened.id}
          claimId={opened.claimId}
          onClose={() => {
            setOpened(null);
          }}
        />
      )}
    </section>
  );
}
