import { PROVIDER_BANK_PATH, providerPayoutStatusText, type ProviderPayout } from '@ace/domain';
import { Anchor, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimField } from '../../components/claim-summary.tsx';

/** A payout to the organisation that the bank does not have yet: its reference comes once it does. */
function referenceComes(payout: ProviderPayout): boolean {
  return payout.paidTo === 'provider' && (payout.state === 'onItsWay' || payout.state === 'waitingForYourBank');
}

/** One payout: to whom, how much, where it stands and since when, and its reference at the bank when it has one. */
function PayoutFields({ payout }: { payout: ProviderPayout }) {
  const t = useT();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
      <ClaimField label={t('providerScreen.claim.payment.paidTo')}>
        {t(
          payout.paidTo === 'provider' ? 'providerScreen.claim.payment.toYou' : 'providerScreen.claim.payment.toParent',
        )}
      </ClaimField>
      <ClaimField label={t('providerScreen.claim.payment.amount')}>{formatDollars(payout.amount)}</ClaimField>
      <ClaimField label={t('providerScreen.claim.payment.status')}>
        {providerPayoutStatusText(payout, t)}
        {payout.state === 'waitingForYourBank' && (
          <>
            {' '}
            <Anchor component={Link} to={PROVIDER_BANK_PATH}>
              {t('providerScreen.bank.connect')}
            </Anchor>
          </>
        )}
      </ClaimField>
      {payout.reference !== null ? (
        <ClaimField label={t('providerScreen.claim.payment.reference')}>{payout.reference}</ClaimField>
      ) : (
        referenceComes(payout) && (
          <ClaimField label={t('providerScreen.claim.payment.reference')}>
            {t('providerScreen.claim.payment.referenceLater')}
          </ClaimField>
        )
      )}
    </SimpleGrid>
  );
}

/**
 * The claim's payment as its provider reads it (issue 36): to whom, how much, where it stands and since when, and for a
 * payment to the organisation its reference at the bank, to find it in the organisation's own account. A payment the
 * bank could not make is followed by the one that sent the money again, newest first. Nothing until the claim is
 * approved.
 */
export function ClaimPayment({ payouts }: { payouts: readonly ProviderPayout[] }) {
  const t = useT();
  const [only, ...more] = payouts;
  if (only === undefined) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="claim-payment-title"
    >
      <Title order={2} size="h4" id="claim-payment-title" mb="md">
        {t('providerScreen.claim.payment.heading')}
      </Title>
      {more.length === 0 ? (
        <PayoutFields payout={only} />
      ) : (
        <Stack
          component="ol"
          aria-label={t('providerScreen.claim.payment.several')}
          gap="lg"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {payouts.map((payout, index) => (
            <li key={index}>
              <PayoutFields payout={payout} />
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
