import { parentClaimPath } from '@ace/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { useT } from '@ace/app-core/i18n';

const submittedClaimStateSchema = z.object({ submittedClaimId: z.number().int().positive() });
type SubmittedClaimState = z.infer<typeof submittedClaimStateSchema>;

/** What the claim form leaves in the dashboard's history entry: the claim it just sent. */
export function submittedClaimState(claimId: number): SubmittedClaimState {
  return { submittedClaimId: claimId };
}

/**
 * After 'Your claim has been submitted' (the toast goes, this stays while the dashboard shows): what happens next and
 * the way to the new claim's details. The toast alone says the claim was submitted (spec section 4): said again
 * here, the same success showed twice.
 */
export function SubmittedClaimNotice() {
  const t = useT();
  const state = submittedClaimStateSchema.safeParse(useLocation().state);
  if (!state.success) return null;
  const id = state.data.submittedClaimId;
  return (
    <Alert color="green" variant="light" radius="md">
      <Text c="dark.8" size="sm">
        {t('parentClaim.submittedNext')}
      </Text>
      <Anchor component={Link} to={parentClaimPath(id)} fw={600}>
        {t('parentClaim.seeSubmitted', { id })}
      </Anchor>
    </Alert>
  );
}
