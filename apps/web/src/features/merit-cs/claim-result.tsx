import { canReopenClaim, defaultMeritCsMode, staffStatusId, type MeritCsClaim, type MeritCsMode } from '@ace/domain';
import { ActionIcon, Anchor, Button, Group, Radio, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { useId, useState } from 'react';
import { ClaimField } from '../../components/claim-summary.tsx';
import { visuallyHidden } from '../../components/external-link.tsx';
import { InfoIcon } from '../../components/icons.tsx';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimAmountForm } from './claim-amount-form.tsx';
import { ClaimReadings } from './claim-readings.tsx';
import { ClaimStatusForm } from './claim-status-form.tsx';
import { StaffPanel } from './staff-panel.tsx';

/**
 * A claim support staff found: its id, status (in the staff's words), amount, family (its details open with
 * `onOpenFamily`), review link and what was read from its files, and the choice of what to change, status (Accepted
 * or Rejected claims only) or amount, defaulting per spec section 4.
 */
export function ClaimResult({
  claim,
  onOpenFamily,
}: {
  claim: MeritCsClaim;
  onOpenFamily: (parentUserId: number) => void;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<MeritCsMode>(defaultMeritCsMode(claim.status));
  const statusOffered = canReopenClaim(claim.status);
  // A claim sent back to Pending no longer offers a status change: the amount is what is left to choose.
  const mode = statusOffered ? chosen : 'amount';
  const amountTooltip = t('meritCs.mode.amountTooltip');
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
      <Radio.Group
        label={t('meritCsScreen.claim.modeLabel')}
        value={mode}
        onChange={(value) => {
          setChosen(value === 'status' ? 'status' : 'amount');
        }}
      >
        <Group mt="xs" gap="lg">
          {statusOffered && <Radio value="status" label={t('meritCs.mode.status')} />}
          <Group gap={4} wrap="nowrap">
            <Radio value="amount" label={t('meritCs.mode.amount')} />
            <Tooltip label={amountTooltip} events={{ hover: true, focus: true, touch: true }}>
              <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={amountTooltip}>
                <InfoIcon />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Radio.Group>
      {mode === 'status' ? <ClaimStatusForm claim={claim} /> : <ClaimAmountForm claim={claim} />}
    </StaffPanel>
  );
}
