import { staffStatusId, type MeritCsClaim } from '@ace/domain';
import { Anchor, Button, SimpleGrid, Text } from '@mantine/core';
import { useId } from 'react';
import { ClaimField } from '../../components/claim-summary.tsx';
import { visuallyHidden } from '../../components/external-link.tsx';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimReadings } from './claim-readings.tsx';
import { ClaimChanges } from './claim-changes.tsx';
import { StaffPanel } from './staff-panel.tsx';

/**
 * A claim support staff found: its id, status (in the staff's words), amount, family (its details open with
 * `onOpenFamily`), review link and what was read from its files, and what can be changed in its status
 * (ClaimChanges).
 */
export function ClaimResult({
  claim,
  onOpenFamily,
}: {
  claim: MeritCsClaim;
  onOpenFamily: (parentUserId: number) => void;
}) {
  const t = useT();
  const noLinkId = useId();
  return (
    <StaffPanel
      heading={t('meritCsScreen.claim.heading', { id: claim.id })}
      aside={
        claim.internalReviewLink === null ? (
          <Button disabled aria-describedby={noLinkId}>
            {t('meritCs.viewClaim')}
          </Button>
        ) : (
          <Button component="a" href={claim.internalReviewLink} target="_blank" rel="noopener noreferrer">
            {t('meritCs.viewClaim')}
            <span style={visuallyHidden}> {t('app.opensInNewTab')}</span>
          </Button>
        )
      }
    >
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" m={0}>
        <ClaimField label={t('meritCsScreen.claim.status')}>{t(staffStatusId(claim.status))}</ClaimField>
        <ClaimField label={t('meritCsScreen.claim.amount')}>{formatDollars(claim.amount)}</ClaimField>
        <ClaimField label={t('accessRecord.family.label')}>
          <Anchor
            component="button"
            type="button"
            title={t('accessRecord.family.openHint')}
            onClick={() => {
              onOpenFamily(claim.parent.userId);
            }}
          >
            {claim.parent.firstName} {claim.parent.lastName}
          </Anchor>
        </ClaimField>
      </SimpleGrid>
      {claim.internalReviewLink === null && (
        <Text size="sm" c="dimmed" id={noLinkId}>
          {t('meritCsScreen.claim.noReviewLink')}
        </Text>
      )}
      <ClaimReadings files={claim.files} />
      <ClaimChanges claim={claim} />
    </StaffPanel>
  );
}
