import {
  displayStatusId,
  formatListDate,
  PARENT_BANK_PATH,
  parentClaimPath,
  parentClaimProviderText,
  resubmissionLinks,
  payToLabelId,
  serviceCategoryLabelId,
  type ParentClaimDetails,
} from '@ace/domain';
import { Alert, Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimField, ClaimFiles } from '../../components/claim-summary.tsx';
import { WarningAlert } from '../../components/warning-alert.tsx';
import { statusColour } from '../../components/status-colour.ts';
import { ClaimTimeline } from './claim-timeline.tsx';

/** Where the payment stands and since when; nothing while no payment is on its way. */
function PayoutField({ payout }: { payout: ParentClaimDetails['payout'] }) {
  const t = useT();
  if (payout === null) return null;
  return (
    <ClaimField label={t('parentClaim.payment')}>
      {`${t(`parentClaim.payout.${payout.state}`)} (${formatListDate(payout.at)})`}
    </ClaimField>
  );
}

/** A payment held for the parent's bank: what to do, and the link to do it (issue 36). */
function ReconnectBankAlert({ payout }: { payout: ParentClaimDetails['payout'] }) {
  const t = useT();
  if (payout?.state !== 'waitingForYourBank') return null;
  return (
    <WarningAlert title={t('parentClaim.payout.waitingForYourBank')}>
      <Stack gap="xs">
        <Text c="dark.8">{t('parentClaim.payout.reconnectHint')}</Text>
        <Anchor component={Link} to={PARENT_BANK_PATH} fw={600}>
          {t('parentClaim.payout.reconnect')}
        </Anchor>
      </Stack>
    </WarningAlert>
  );
}

/** The claim this one corrects, and the claim that corrected this one, each a link to its details. */
function ResubmissionLinks({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  return resubmissionLinks(claim, t).map((link) => (
    <Anchor key={link.claimId} component={Link} to={parentClaimPath(link.claimId)} fw={600}>
      {link.text}
    </Anchor>
  ));
}

/** A claim as its parent reads it: the reason when rejected, the facts they gave, its progress and its files. */
export function ParentClaimDetailsView({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  return (
    <Stack gap="lg">
      <ResubmissionLinks claim={claim} />
      <ReconnectBankAlert payout={claim.payout} />
      {claim.rejectionReason !== null && (
        <Alert color="red" variant="light" title={t('parentClaim.rejectionReason')}>
          <Text c="dark.8" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {claim.rejectionReason}
          </Text>
        </Alert>
      )}
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <ClaimField label={t('claimView.claimId')}>{claim.id}</ClaimField>
        <ClaimField label={t('parentClaim.status')}>
          <Text span fw={700} c={statusColour[claim.status]}>
            {t(displayStatusId(claim.status))}
          </Text>
        </ClaimField>
        <ClaimField label={t('claimView.amount')}>{formatDollars(claim.amount)}</ClaimField>
        <PayoutField payout={claim.payout} />
        <ClaimField label={t('claimView.student')}>{`${claim.child.firstName} ${claim.child.lastName}`}</ClaimField>
        <ClaimField label={t('claimView.category')}>{t(serviceCategoryLabelId(claim.category))}</ClaimField>
        <ClaimField label={t('claimView.description')}>{claim.description}</ClaimField>
        <ClaimField label={t('claimView.dateOfService')}>{formatListDate(claim.dateOfService)}</ClaimField>
        <ClaimField label={t('parentClaim.provider')}>
          {parentClaimProviderText(claim.provider, t('parentClaim.noProvider'))}
        </ClaimField>
        <ClaimField label={t('payTo.label')}>{t(payToLabelId(claim.payTo, 'parent'))}</ClaimField>
        <ClaimField label={t('claimView.submitted')}>{formatListDate(claim.createdAt)}</ClaimField>
      </SimpleGrid>
      <section aria-labelledby="parent-claim-progress">
        <Title order={2} size="h4" id="parent-claim-progress" mb="xs">
          {t('parentClaim.progress')}
        </Title>
        <ClaimTimeline timeline={claim.timeline} />
      </section>
      <ClaimFiles files={claim.files} headingId="parent-claim-files" />
    </Stack>
  );
}
