import { formatListDate, type ReviewStepDecision } from '@ace/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@ace/app-core/i18n';

/**
 * 'This claim is already reviewed' (spec section 2), with when and by whom when that is known, and the way back to
 * the reviewer's dashboard.
 */
export function AlreadyReviewed({
  decision,
  homePath,
}: {
  decision: ReviewStepDecision | null;
  homePath: string | null;
}) {
  const t = useT();
  const date = decision === null ? null : formatListDate(decision.at);
  const name = decision?.reviewerName ?? null;
  return (
    <Alert color="gray" variant="light" title={t('review.alreadyReviewed')} role="status">
      <Stack gap="sm" align="flex-start">
        {date !== null && (
          <Text size="sm">
            {name === null ? t('reviewScreen.reviewed.on', { date }) : t('reviewScreen.reviewed.onBy', { date, name })}
          </Text>
        )}
        {homePath !== null && (
          <Button component={Link} to={homePath} size="sm" variant="default">
            {t('reviewScreen.error.dashboard')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
