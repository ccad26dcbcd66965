import {
  inactiveProviderWarning,
  offeredReviewActions,
  REVIEWER_NAME_MAX,
  reviewActionBlockers,
  reviewerPayloadSchema,
  type ReviewAction,
  type OpenReview,
} from '@ace/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { WayBack } from '../../lib/way-back.ts';
import { MailLink } from '../../components/external-link.tsx';
import { WarningAlert } from '../../components/warning-alert.tsx';
import { config } from '../../lib/config.ts';
import { domainResolver } from '@ace/app-core/form-resolver';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { richText, slot } from '../../lib/rich-text.tsx';
import { ConfirmDecisionModal } from './confirm-decision-modal.tsx';
import { RejectModal } from './reject-modal.tsx';
import { reviewerNameOf } from './reviewer-name.ts';
import { reviewSubjectOf } from './review-subject.ts';
import { useSession } from '../../lib/session-store.ts';
import { useReviewDecision } from './use-review-decision.ts';

interface ReviewerFormValues {
  reviewerName: string;
}

const actionLabel = {
  reject: 'review.action.reject',
  approve: 'review.action.approve',
  passInternalReview: 'review.action.passInternalReview',
} as const satisfies Record<ReviewAction, string>;

function InactiveProviderWarning({ review }: { review: OpenReview }) {
  const t = useT();
  return (
    <WarningAlert title={t('reviewScreen.inactive.title')}>
      <Text c="dark.8">
        {richText(inactiveProviderWarning(review.reviewType, slot('email'), t), {
          email: <MailLink email={config.supportEmail} />,
        })}
      </Text>
    </WarningAlert>
  );
}

/**
 * The footer of an open review (spec sections 2, 4 and 5): the reviewer's name (a signed-in reviewer's from their
 * account, issue 36), the actions offered for the review type and provider, disabled with the reasons beside them
 * while a rule forbids acting, and the modals that confirm. A decision leads on with the reviewer's way back.
 */
export function ReviewFooter({
  token,
  review,
  wayBack,
}: {
  token: string;
  review: OpenReview;
  wayBack: WayBack | null;
}) {
  const t = useT();
  const titleId = useId();
  const blockersId = useId();
  const { user } = useSession();
  const decision = useReviewDecision(token, wayBack);
  const [chosen, setChosen] = useState<{ action: ReviewAction; reviewerName: string } | null>(null);
  const form = useForm<ReviewerFormValues, unknown, ReviewerFormValues>({
    resolver: domainResolver<ReviewerFormValues, ReviewerFormValues>(reviewerPayloadSchema(t)),
    defaultValues: { reviewerName: reviewerNameOf(user) },
    mode: 'onTouched',
  });
  // The session may be read after the form is drawn: the name then arrives, unless the reviewer typed already.
  const signedInName = reviewerNameOf(user);
  useEffect(() => {
    if (signedInName !== '' && !form.getFieldState('reviewerName').isDirty && form.getValues('reviewerName') === '') {
      form.setValue('reviewerName', signedInName);
    }
  }, [signedInName, form]);
  const subject = reviewSubjectOf(review);
  const offered = offeredReviewActions(review.reviewType, review.reviewed, subject);
  const blockers = reviewActionBlockers(subject);
  const { claim } = review;
  const amount = formatDollars(claim.amount);
  const student = `${claim.child.firstName} ${claim.child.lastName}`;
  const busy = decision.isPending;
  const close = () => {
    if (!busy) setChosen(null);
  };
  const choose = (action: ReviewAction) => {
    void form.handleSubmit(({ reviewerName }) => {
      setChosen({ action, reviewerName });
    })();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={titleId}>
          {t('reviewScreen.footer.title')}
        </Title>
        {subject.serviceProvider?.status === 'Inactive' && <InactiveProviderWarning review={review} />}
        <TextInput
          label={t('reviewScreen.reviewerName.label')}
          description={t('reviewScreen.reviewerName.hint')}
          required
          autoComplete="name"
          maxLength={REVIEWER_NAME_MAX}
          maw={{ base: '100%', sm: 420 }}
          {...form.register('reviewerName')}
          error={form.formState.errors.reviewerName?.message}
          disabled={busy}
        />
        {blockers.length > 0 && (
          <Alert color="red" variant="light" title={t('reviewScreen.blocked.title')} id={blockersId}>
            <List size="sm">
              {blockers.map((blocker) => (
                <List.Item key={blocker}>{t(blocker)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group gap="sm">
          {offered.map((action) => (
            <Button
              key={action}
              variant={action === 'reject' ? 'outline' : 'filled'}
              color={action === 'reject' ? 'red.9' : undefined}
              disabled={blockers.length > 0 || busy}
              aria-describedby={blockers.length > 0 ? blockersId : undefined}
              onClick={() => {
                choose(action);
              }}
            >
              {t(actionLabel[action])}
            </Button>
          ))}
        </Group>
      </Stack>
      <RejectModal
        opened={chosen?.action === 'reject'}
        busy={busy}
        onClose={close}
        onReject={(rejection) => {
          if (chosen !== null) decision.mutate({ action: 'reject', reviewerName: chosen.reviewerName, ...rejection });
        }}
      />
      <ConfirmDecisionModal
        opened={chosen?.action === 'approve'}
        title={t('reviewScreen.approve.title')}
        text={t('reviewScreen.approve.confirm', { amount, student })}
        confirmLabel={t('review.action.approve')}
        busy={busy}
        onClose={close}
        onConfirm={() => {
          if (chosen !== null) decision.mutate({ action: 'approve', reviewerName: chosen.reviewerName });
        }}
      />
      <ConfirmDecisionModal
        opened={chosen?.action === 'passInternalReview'}
        title={t('reviewScreen.pass.title')}
        text={t('reviewScreen.pass.confirm', { amount, student, provider: claim.serviceProvider?.name ?? '' })}
        confirmLabel={t('review.action.passInternalReview')}
        busy={busy}
        onClose={close}
        onConfirm={() => {
          if (chosen !== null) decision.mutate({ action: 'passInternalReview', reviewerName: chosen.reviewerName });
        }}
      />
    </Paper>
  );
}
