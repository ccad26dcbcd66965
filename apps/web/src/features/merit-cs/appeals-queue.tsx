import { ApiError, type AppealDecisionBody } from '@ace/api-client';
import {
  appealDecisionPayloadSchema,
  centsToDollars,
  fieldIssues,
  formatListDate,
  parseMoney,
  serviceCategoryLabelId,
  type AppealOutcome,
  type StaffAppeal,
  type StaffAppealRow,
} from '@ace/domain';
import { Alert, Badge, Button, Group, Modal, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDollars } from '@ace/app-core/format-dollars';
import { failureMessage } from '@ace/app-core/failure-message';
import { useT } from '@ace/app-core/i18n';
import { ClaimField, ClaimFiles } from '../../components/claim-summary.tsx';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { MoneyInput } from '../../components/money-input.tsx';
import { api } from '../../lib/api.ts';
import { showToast } from '../../lib/toasts.ts';
import { CountedQueueSection } from './counted-queue-section.tsx';
import { StaffClaimTable, type StaffColumn } from './staff-claim-table.tsx';
import { fullName } from './staff-columns.ts';

const appealsKey = ['merit-cs', 'appeals'] as const;

const columns: readonly StaffColumn<StaffAppealRow>[] = [
  { id: 'claim', header: 'meritCsScreen.column.claimId', cell: (row) => row.claimId },
  { id: 'student', header: 'meritCsScreen.column.student', cell: (row) => fullName(row.child) },
  { id: 'parent', header: 'meritCsScreen.column.parent', cell: (row) => fullName(row.parent) },
  { id: 'amount', header: 'meritCsScreen.column.amount', numeric: true, cell: (row) => formatDollars(row.claimAmount) },
  { id: 'appealed', header: 'appeal.column.appealed', cell: (row) => formatListDate(row.appealedAt) },
  { id: 'age', header: 'appeal.column.age', numeric: true, cell: (row) => row.ageDays },
  {
    id: 'due',
    header: 'appeal.column.due',
    cell: (row, t) => (
      <Group gap={6} wrap="nowrap">
        {formatListDate(row.dueDate)}
        {row.overdue && (
          <Badge color="red" size="sm">
            {t('appeal.overdue')}
          </Badge>
        )}
      </Group>
    ),
  },
];

interface DecisionValues {
  /** None until the staff member chooses: neither outcome is offered as the one to take. */
  outcome: AppealOutcome | null;
  amount: string;
  reason: string;
}

/** The decision as it is sent, or the problems of its fields (the domain's schema, as the server checks it). */
function decisionOf(values: DecisionValues, t: ReturnType<typeof useT>) {
  const cents = parseMoney(values.amount);
  // No outcome yet: the schema says to choose one. An amount only with an overturn, as the server takes it.
  const body = {
    ...(values.outcome === null ? {} : { outcome: values.outcome }),
    reason: values.reason,
    ...(values.outcome === 'overturned' ? { amount: cents === null ? Number.NaN : centsToDollars(cents) } : {}),
  };
  const parsed = appealDecisionPayloadSchema(t).safeParse(body);
  if (parsed.success) return { body: body as AppealDecisionBody, issues: {} };
  return {
    body: null,
    issues: Object.fromEntries(fieldIssues(parsed.error).map((issue) => [issue.path, issue.message])),
  };
}

/** The decision: the rejection stands, or the claim is approved for an amount; a reason the family will read. */
function DecisionForm({ appeal, onDecided }: { appeal: StaffAppeal; onDecided: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const maxDollars = Math.min(appeal.claimAmount, appeal.available);
  const [values, setValues] = useState<DecisionValues>({
    outcome: null,
    amount: maxDollars.toFixed(2),
    reason: '',
  });
  const [issues, setIssues] = useState<Record<string, string>>({});
  const decide = useMutation({
    mutationFn: (body: AppealDecisionBody) => api.appeals.decide(appeal.id, body),
    onSuccess: async () => {
      showToast('success', t('appeal.decided'));
      await queryClient.invalidateQueries({ queryKey: appealsKey });
      onDecided();
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setIssues(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      showToast('danger', failureMessage(error, t));
    },
  });
  return (
    <form
      noValidate
      aria-labelledby="appeal-decision"
      onSubmit={(event) => {
        event.preventDefault();
        const { body, issues: found } = decisionOf(values, t);
        setIssues(found);
        if (body !== null) decide.mutate(body);
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id="appeal-decision">
          {t('appeal.decide.title')}
        </Title>
        <Radio.Group
          label={t('appeal.decide.outcome')}
          value={values.outcome}
          error={issues.outcome}
          onChange={(outcome) => {
            setValues({ ...values, outcome: outcome === 'overturned' ? 'overturned' : 'upheld' });
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="upheld" label={t('appeal.decide.upheld')} />
            <Radio value="overturned" label={t('appeal.decide.overturned')} />
          </Stack>
        </Radio.Group>
        {values.outcome === 'overturned' && (
          <MoneyInput
            label={t('appeal.decide.amount')}
            description={t('appeal.decide.amountHint', { max: formatDollars(maxDollars) })}
            value={values.amount}
            onChange={(event) => {
              setValues({ ...values, amount: event.currentTarget.value });
            }}
            error={issues.amount}
          />
        )}
        <Textarea
          label={t('appeal.decide.reason')}
          required
          autosize
          minRows={3}
          value={values.reason}
          onChange={(event) => {
            setValues({ ...values, reason: event.currentTarget.value });
          }}
          error={issues.reason}
        />
        <Group>
          <Button type="submit" loading={decide.isPending}>
            {t('appeal.decide.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What was decided, once it is. */
function DecisionLine({ decision }: { decision: NonNullable<StaffAppeal['decision']> }) {
  const t = useT();
  const date = formatListDate(decision.at);
  return (
    <Alert color={decision.outcome === 'overturned' ? 'green' : 'blue'} variant="light">
      <Text c="dark.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {decision.outcome === 'upheld'
          ? t('appeal.decision.upheld', { date, reason: decision.reason })
          : t('appeal.decision.overturned', {
              date,
              amount: formatDollars(decision.approvedAmount ?? 0),
              reason: decision.reason,
            })}
      </Text>
    </Alert>
  );
}

/** One appeal: the claim, why it was rejected, the family's statement and files, then the decision or its form. */
function AppealDetails({ appeal, onDecided }: { appeal: StaffAppeal; onDecided: () => void }) {
  const t = useT();
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <ClaimField label={t('claimView.student')}>{fullName(appeal.child)}</ClaimField>
        <ClaimField label={t('appeal.detail.parent')}>{fullName(appeal.parent)}</ClaimField>
        <ClaimField label={t('claimView.amount')}>{formatDollars(appeal.claim.amount)}</ClaimField>
        <ClaimField label={t('claimView.category')}>{t(serviceCategoryLabelId(appeal.claim.category))}</ClaimField>
        <ClaimField label={t('claimView.dateOfService')}>{formatListDate(appeal.claim.dateOfService)}</ClaimField>
        <ClaimField label={t('claimView.description')}>{appeal.claim.description}</ClaimField>
        <ClaimField label={t('appeal.column.appealed')}>
          {t('appeal.detail.appealed', { date: formatListDate(appeal.appealedAt), days: appeal.ageDays })}
        </ClaimField>
        <ClaimField label={t('appeal.column.due')}>{formatListDate(appeal.dueDate)}</ClaimField>
        <ClaimField label={t('appeal.detail.available')}>{formatDollars(appeal.available)}</ClaimField>
      </SimpleGrid>
      {appeal.claim.rejectionReason !== null && (
        <div>
          <Text fw={600}>{t('appeal.detail.rejectedFor')}</Text>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{appeal.claim.rejectionReason}</Text>
        </div>
      )}
      <ClaimFiles files={appeal.claim.files} headingId="appeal-claim-files" />
      <div>
        <Text fw={600}>{t('appeal.detail.statement')}</Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{appeal.statement}</Text>
      </div>
      <ClaimFiles files={appeal.files} headingId="appeal-files" title={t('appeal.detail.files')} />
      {appeal.decision !== null && <DecisionLine decision={appeal.decision} />}
      {appeal.decision === null && appeal.decideIssue !== null && (
        <Alert color="yellow" variant="light">
          <Text c="dark.8">{appeal.decideIssue}</Text>
        </Alert>
      )}
      {appeal.decision === null && appeal.decideIssue === null && (
        <DecisionForm appeal={appeal} onDecided={onDecided} />
      )}
    </Stack>
  );
}

/** An appeal opened from the list, read when opened (a recorded read of its claim), in a dialog. */
function AppealModal({ row, onClose }: { row: StaffAppealRow; onClose: () => void }) {
  const t = useT();
  const query = useQuery({
    queryKey: [...appealsKey, row.id],
    queryFn: () => api.appeals.get(row.id),
    refetchOnMount: 'always',
  });
  let content;
  if (query.isPending) content = <LoadingNotice label={t('app.loading')} />;
  else if (query.isError) {
    content = (
      <ListFailedAlert
        title={t('appeal.loadFailed')}
        message={query.error.message}
        retryLabel={t('appeal.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else content = <AppealDetails appeal={query.data} onDecided={onClose} />;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('appeal.detail.title', { id: row.claimId })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {content}
    </Modal>
  );
}

/**
 * The appeals waiting for support staff (issue 35), in the work queue: the oldest first, with their age in days and
 * the date to decide each by, overdue ones marked; each opens to be read and decided.
 */
export function AppealsQueue() {
  const t = useT();
  const [opened, setOpened] = useState<StaffAppealRow | null>(null);
  const query = useQuery({
    queryKey: [...appealsKey, 'open'],
    queryFn: () => api.appeals.list('open'),
    refetchOnMount: 'always',
  });
  let content;
  if (query.isPending) content = <LoadingNotice label={t('app.loading')} />;
  else if (query.isError) {
    content = (
      <ListFailedAlert
        title={t('appeal.loadFailed')}
        message={query.error.message}
        retryLabel={t('appeal.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else if (query.data.appeals.length === 0) content = <Text>{t('appeal.queue.empty')}</Text>;
  else {
    content = (
      <StaffClaimTable
        caption={t('appeal.queue.caption')}
        columns={columns}
        action={{
          header: 'meritCsScreen.column.action',
          cell: (row) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('appeal.openLabel', { id: row.claimId })}
              onClick={() => {
                setOpened(row);
              }}
            >
              {t('appeal.openAction')}
            </Button>
          ),
        }}
        rows={query.data.appeals}
      />
    );
  }
  return (
    <CountedQueueSection
      title={t('appeal.queue.title')}
      count={
        query.data === undefined
          ? undefined
          : { value: query.data.count, label: t('appeal.queue.count', { count: query.data.count }) }
      }
      intro={t('appeal.queue.intro')}
      dialog={
        opened !== null && (
          <AppealModal
            row={opened}
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
