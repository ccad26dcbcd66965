import { ApiError, type PreApprovalDecisionBody } from '@ace/api-client';
import { failureMessage } from '@ace/app-core/failure-message';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import {
  formatListDate,
  serviceCategoryLabelId,
  websiteHref,
  type PlainMessageId,
  type PreApprovalForReview,
  type RejectForm,
  type ReviewAction,
  type Translate,
} from '@ace/domain';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ClaimField } from '../../components/claim-summary.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { RejectReasonForm } from '../../components/reject-reason-form.tsx';
import { showToast } from '../../lib/toasts.ts';

/** The decisions in the order they are offered on screen; each pre-approval offers those its reader may make. */
const ACTION_ORDER: readonly ReviewAction[] = ['approve', 'passInternalReview', 'reject'];

const actionLabels: Readonly<Record<ReviewAction, PlainMessageId>> = {
  approve: 'review.action.approve',
  passInternalReview: 'preApprovalReview.action.pass',
  reject: 'review.action.reject',
};

const decidedTexts = {
  approve: 'preApprovalReview.approved',
  passInternalReview: 'preApprovalReview.passed',
  reject: 'preApprovalReview.rejected',
} as const satisfies Record<ReviewAction, string>;

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** The provider of a pre-approval as its deciders read it: a programme provider with its number, or one outside. */
export function providerLabel({ provider }: PreApprovalForReview, t: Translate): string {
  return provider.number === null
    ? t('preApprovalReview.providerOutside', { name: provider.name })
    : `${provider.name} (${provider.number})`;
}

/** What was asked: for whom, how much, for what, from whom, when, and the quote when there is one. */
function PreApprovalFacts({ preApproval }: { preApproval: PreApprovalForReview }) {
  const t = useT();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      <ClaimField label={t('preApprovalReview.column.student')}>{personName(preApproval.child)}</ClaimField>
      <ClaimField label={t('preApprovalReview.column.parent')}>{personName(preApproval.parent)}</ClaimField>
      <ClaimField label={t('preApprovalReview.column.amount')}>{formatDollars(preApproval.amount)}</ClaimField>
      <ClaimField label={t('preApprovalReview.column.category')}>
        {t(serviceCategoryLabelId(preApproval.category))}
      </ClaimField>
      <ClaimField label={t('preApprovalReview.column.provider')}>{providerLabel(preApproval, t)}</ClaimField>
      <ClaimField label={t('preApprovalReview.column.expected')}>{formatListDate(preApproval.expectedDate)}</ClaimField>
      <ClaimField label={t('preApprovalReview.column.asked')}>
        {preApproval.ageDays === 0
          ? t('preApprovalReview.askedToday', { date: formatListDate(preApproval.createdAt) })
          : t('preApprovalReview.askedAgo', {
              date: formatListDate(preApproval.createdAt),
              count: preApproval.ageDays,
            })}
      </ClaimField>
      <ClaimField label={t('preApprovalReview.quote')}>
        {preApproval.quoteLink === null && preApproval.quoteFile === undefined ? (
          t('preApprovalReview.noQuote')
        ) : (
          <Stack gap={4}>
            {preApproval.quoteFile !== undefined && (
              <ExternalLink href={preApproval.quoteFile.url}>
                {t('preApproval.item.quoteFile', { name: preApproval.quoteFile.name })}
              </ExternalLink>
            )}
            {preApproval.quoteLink !== null && (
              <ExternalLink href={websiteHref(preApproval.quoteLink)}>{t('preApprovalReview.quoteLink')}</ExternalLink>
            )}
          </Stack>
        )}
      </ClaimField>
      <ClaimField label={t('preApprovalReview.description')}>{preApproval.description}</ClaimField>
    </SimpleGrid>
  );
}

/** The body of a rejection as the API reads it: the reason, and the notes when there are any. */
function rejection({ reason, notes }: RejectForm): PreApprovalDecisionBody {
  return notes === undefined ? { action: 'reject', reason } : { action: 'reject', reason, notes };
}

interface DecisionProps {
  preApproval: PreApprovalForReview;
  /** Sends a decision (staff's or the provider's endpoint). */
  decide: (decision: PreApprovalDecisionBody) => Promise<unknown>;
  /** After a decision: the list is read again and the dialog closes. */
  onDecided: () => void;
  /** Someone else decided it first (409): the list is read again; the dialog stays to say so. */
  onStale: () => void;
}

/**
 * The decisions the reader may make (the pre-approval's `offeredActions`): Approve and 'Pass to the provider' at
 * once, Reject after its reason (Other needs a description). A toast says what was done; a refusal stays in the
 * dialog, and one that says it is already decided (409) replaces the decisions.
 */
function PreApprovalDecision({ preApproval, decide, onDecided, onStale }: DecisionProps) {
  const t = useT();
  const titleId = useId();
  const rejectTitleId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; decided: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: decide,
    onSuccess: (_answer, decision) => {
      showToast('success', t(decidedTexts[decision.action], { id: preApproval.id }));
      onDecided();
    },
    onError: (error) => {
      const decided = error instanceof ApiError && error.status === 409;
      setRefusal({ message: failureMessage(error, t), decided });
      if (decided) onStale();
    },
  });
  const offered = ACTION_ORDER.filter((action) => preApproval.offeredActions.includes(action));
  const refusalAlert = refusal !== null && (
    <Alert color={refusal.decided ? 'yellow' : 'red'} variant="light" role="alert">
      <Text c="dark.8">{refusal.message}</Text>
    </Alert>
  );
  let body;
  if (refusal?.decided === true) body = refusalAlert;
  else if (offered.length === 0) body = <Text>{t('preApprovalReview.decide.none')}</Text>;
  else if (rejecting) {
    body = (
      <Stack gap="xs">
        {refusalAlert}
        <Title order={4} size="h5" id={rejectTitleId}>
          {t('preApprovalReview.reject.title')}
        </Title>
        <RejectReasonForm
          busy={mutation.isPending}
          labelledBy={rejectTitleId}
          onCancel={() => {
            setRejecting(false);
          }}
          onReject={(form) => {
            mutation.mutate(rejection(form));
          }}
        />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Text size="sm">{t('preApprovalReview.decide.intro')}</Text>
        {refusalAlert}
        <Group gap="sm">
          {offered.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'filled'}
              color={action === 'reject' ? 'red.9' : undefined}
              loading={mutation.isPending && mutation.variables.action === action}
              disabled={mutation.isPending}
              onClick={() => {
                setRefusal(null);
                if (action === 'reject') setRejecting(true);
                else mutation.mutate({ action });
              }}
            >
              {t(actionLabels[action])}
            </Button>
          ))}
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {t('preApprovalReview.decide.title')}
      </Title>
      {body}
    </Stack>
  );
}

/**
 * A pre-approval as the people who decide it review it (support staff, the named provider): what was asked, then
 * the decisions offered to the reader.
 */
export function PreApprovalReview(props: DecisionProps) {
  return (
    <Stack gap="lg">
      <PreApprovalFacts preApproval={props.preApproval} />
      <PreApprovalDecision {...props} />
    </Stack>
  );
}
