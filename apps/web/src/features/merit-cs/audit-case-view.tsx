import {
  formatListDate,
  serviceCategoryLabelId,
  type AuditCase,
  type AuditQuestion,
  type AuditRecovery,
} from '@ace/domain';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { Alert, Anchor, Divider, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { ClaimField } from '../../components/claim-summary.tsx';
import { ListFailedAlert } from '../../components/list-failed-alert.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { fullName } from './staff-columns.ts';
import { AskForm, ConfirmForm, FindingForm, RepaymentForm } from './audit-case-forms.tsx';
import { useAuditCase } from './audit-queries.ts';

const wrapped = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

function WhyAudited({ audit }: { audit: AuditCase }) {
  const t = useT();
  return (
    <div>
      <Text fw={600}>{t('auditCase.why')}</Text>
      {audit.sampled && (
        <Text>{t('auditCase.sampled', { week: formatListDate(audit.sampleWeek ?? audit.openedAt) })}</Text>
      )}
      {audit.flagged && <Text>{t('auditCase.flagged')}</Text>}
      {audit.openReason !== null && (
        <Text style={wrapped}>
          {t('auditCase.openedBy', {
            name: audit.openedBy ?? '',
            date: formatListDate(audit.openedAt),
            reason: audit.openReason,
          })}
        </Text>
      )}
    </div>
  );
}

function QuestionItem({ question }: { question: AuditQuestion }) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dark.6">
        {t('auditCase.asked', { date: formatListDate(question.askedAt), due: formatListDate(question.dueDate) })}
      </Text>
      <Text fw={600} style={wrapped}>
        {question.question}
      </Text>
      {question.answer === null ? (
        <Text c={question.overdue ? 'red.8' : 'dark.6'}>
          {t(question.overdue ? 'auditCase.notAnsweredOverdue' : 'auditCase.notAnswered')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dark.6">
            {t('auditCase.answered', { date: formatListDate(question.answeredAt ?? question.askedAt) })}
          </Text>
          <Text style={wrapped}>{question.answer}</Text>
          {question.files.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('auditCase.files')}
              </Text>
              <List size="sm">
                {question.files.map((file) => (
                  <List.Item key={file.id}>
                    <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.filename}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          )}
        </>
      )}
    </Stack>
  );
}

function FindingBlock({ finding }: { finding: NonNullable<AuditCase['finding']> }) {
  const t = useT();
  const date = formatListDate(finding.foundAt);
  return (
    <Stack gap={4}>
      <Text>
        {finding.outcome === 'noFinding'
          ? t('auditCase.finding.noFinding', { name: finding.foundBy, date })
          : t('auditCase.finding.misspent', {
              amount: formatDollars(finding.amount ?? 0),
              reason: finding.reason === null ? '' : t(`audits.reason.${finding.reason}`),
              name: finding.foundBy,
              date,
            })}
      </Text>
      {finding.confirmedBy !== null && finding.confirmedAt !== null && (
        <Text>
          {t('auditCase.finding.confirmed', { name: finding.confirmedBy, date: formatListDate(finding.confirmedAt) })}
        </Text>
      )}
      {finding.explanation !== '' && (
        <Text style={wrapped}>
          <Text span fw={600}>
            {t('auditCase.finding.explanation')}:
          </Text>{' '}
          {finding.explanation}
        </Text>
      )}
      {finding.evidence !== '' && (
        <Text style={wrapped}>
          <Text span fw={600}>
            {t('auditCase.finding.evidence')}:
          </Text>{' '}
          {finding.evidence}
        </Text>
      )}
    </Stack>
  );
}

function RecoveryBlock({ recovery }: { recovery: AuditRecovery }) {
  const t = useT();
  return (
    <Stack gap={4}>
      {recovery.debtor === 'family' && (
        <Text>{t('auditCase.recovery.fromFunds', { amount: formatDollars(recovery.fromFunds) })}</Text>
      )}
      <Text>{t('auditCase.recovery.repaid', { amount: formatDollars(recovery.repaid) })}</Text>
      <Text fw={600}>
        {t(recovery.debtor === 'family' ? 'auditCase.recovery.owed' : 'auditCase.recovery.owedProvider', {
          amount: formatDollars(recovery.owed),
        })}
      </Text>
    </Stack>
  );
}

/** What staff may do next on the case, by its state. */
function NextSteps({ audit, onDone }: { audit: AuditCase; onDone: (next: AuditCase, message: string) => void }) {
  const t = useT();
  if (audit.state === 'toConfirm') {
    if (audit.finding?.recordedByYou === true) {
      return (
        <Alert color="yellow" variant="light">
          <Text c="dark.8">{t('auditCase.confirm.yours')}</Text>
        </Alert>
      );
    }
    return (
      <Stack gap="xs">
        <Text>{t('auditCase.confirm.intro')}</Text>
        <ConfirmForm audit={audit} onDone={onDone} />
      </Stack>
    );
  }
  if (audit.state === 'closed') {
    const owed = audit.recovery?.owed ?? 0;
    return owed > 0 ? <RepaymentForm audit={audit} owed={owed} onDone={onDone} /> : null;
  }
  return (
    <Stack gap="lg">
      {audit.state === 'asked' ? <Text>{t('auditCase.ask.waiting')}</Text> : <AskForm audit={audit} onDone={onDone} />}
      <Divider />
      <FindingForm audit={audit} onDone={onDone} />
    </Stack>
  );
}

/**
 * An audit case as staff work on it: the claim, why it is audited, the questions and the family's answers with their
 * files (links made for this staff member: each opening is recorded), the finding and what it recovered, then the
 * step the case waits for. What a step did is said in a live region that takes the focus, as its form goes away.
 */
export function AuditCaseDetails({ audit }: { audit: AuditCase }) {
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const { claim } = audit;
  return (
    <Stack gap="md">
      <Text ref={status} role="status" tabIndex={-1} fw={600}>
        {done}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
        <ClaimField label={t('claimView.student')}>{fullName(claim.child)}</ClaimField>
        <ClaimField label={t('meritCsScreen.column.parent')}>{fullName(claim.parent)}</ClaimField>
        <ClaimField label={t('claimView.amount')}>{formatDollars(claim.amount)}</ClaimField>
        <ClaimField label={t('claimView.category')}>{t(serviceCategoryLabelId(claim.category))}</ClaimField>
        <ClaimField label={t('claimView.dateOfService')}>{formatListDate(claim.dateOfService)}</ClaimField>
        <ClaimField label={t('auditCase.payTo')}>
          {claim.payTo === 'Vendor'
            ? t('auditCase.payTo.provider', { name: claim.provider ?? '' })
            : t('auditCase.payTo.family')}
        </ClaimField>
        <ClaimField label={t('claimView.description')}>{claim.description}</ClaimField>
        <ClaimField label={t('auditCases.column.state')}>{t(`auditCases.state.${audit.state}`)}</ClaimField>
      </SimpleGrid>
      <WhyAudited audit={audit} />
      <section aria-labelledby={`audit-${String(audit.id)}-questions`}>
        <Title order={3} size="h4" id={`audit-${String(audit.id)}-questions`} mb="xs">
          {t('auditCase.questions')}
        </Title>
        {audit.questions.length === 0 ? (
          <Text>{t('auditCase.noQuestions')}</Text>
        ) : (
          <Stack gap="md">
            {audit.questions.map((question) => (
              <QuestionItem key={question.id} question={question} />
            ))}
          </Stack>
        )}
      </section>
      {audit.finding !== null && (
        <section aria-labelledby={`audit-${String(audit.id)}-finding`}>
          <Title order={3} size="h4" id={`audit-${String(audit.id)}-finding`} mb="xs">
            {t('auditCase.finding')}
          </Title>
          <FindingBlock finding={audit.finding} />
        </section>
      )}
      {audit.recovery !== null && (
        <section aria-labelledby={`audit-${String(audit.id)}-recovery`}>
          <Title order={3} size="h4" id={`audit-${String(audit.id)}-recovery`} mb="xs">
            {t('auditCase.recovery')}
          </Title>
          <RecoveryBlock recovery={audit.recovery} />
        </section>
      )}
      <NextSteps
        audit={audit}
        onDone={(_next, message) => {
          setDone(message);
          status.current?.focus();
        }}
      />
    </Stack>
  );
}

/** A case opened from the list or just opened on a claim (then already read: `opened`), in a dialog. */
export function AuditCaseModal({
  caseId,
  claimId,
  opened,
  onClose,
}: {
  caseId: number;
  claimId: number;
  opened?: AuditCase;
  onClose: () => void;
}) {
  const t = useT();
  const query = useAuditCase(caseId, opened);
  let content;
  if (query.isPending) content = <LoadingNotice label={t('app.loading')} />;
  else if (query.isError) {
    content = (
      <ListFailedAlert
        title={t('auditCase.loadFailed')}
        message={query.error.message}
        retryLabel={t('meritCsScreen.queue.retry')}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  } else content = <AuditCaseDetails audit={query.data} />;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('auditCase.title', { id: claimId })}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {content}
    </Modal>
  );
}
