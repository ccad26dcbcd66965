import { formatListDate, type ReviewStepDecision } from '@ace/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '@ace/app-core/i18n';
import { wayBackLabel, type WayBack } from '../../lib/way-back.ts';

/**
 * 'This claim is already reviewed' (spec section 2), with when and by whom when that is known, and the signed-in
 * reviewer's way back.
 */
export function AlreadyReviewed({
  decision,
  wayBack,
}: {
  decision: ReviewStepDecision | null;
  wayBack: WayBack | null;
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
        {wayBack !== null && (
          <Button component={Link} to={wayBack.path} size="sm" variant="default">
            {t(wayBackLabel[wayBack.place])}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
