import { displayStatusId } from '@ace/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { wayBackOrHome, type WayBack } from '../../lib/way-back.ts';
import { ClaimField, ClaimSummary } from '../../components/claim-summary.tsx';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { api } from '../../lib/api.ts';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { useT } from '@ace/app-core/i18n';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { providerClaimsKey } from './claim-list.tsx';
import { ClaimPayment } from './claim-payment.tsx';
import { ReviewLinkButton } from './review-link-button.tsx';
import { useProviderSession } from './use-provider-session.ts';

/** The list the claim was opened from (its tab and filters), or the dashboard. */
function useWayBack(): WayBack {
  const state: unknown = useLocation().state;
  return wayBackOrHome(state, paths.providerDashboard);
}

/** The Invalid claim screen (spec section 8): the server's message and the way back. */
function InvalidClaim({ message, back }: { message: string; back: string }) {
  const t = useT();
  return (
    <InfoPanel
      title={t('provider.invalidClaim')}
      actions={
        <Button component={Link} to={back}>
          {t('providerScreen.claim.back')}
        </Button>
      }
    >
      {message}
    </InfoPanel>
  );
}

/** While the claim waits for this provider: what is asked of them and the way to their review, which leads back here. */
function ReviewOffer({ id, link, wayBack }: { id: number; link: string; wayBack: WayBack }) {
  const t = useT();
  return (
    <Alert color="ace" variant="light" role="status">
      <Group justify="space-between" gap="sm">
        <Text>{t('providerScreen.claim.waiting')}</Text>
        <ReviewLinkButton id={id} link={link} wayBack={wayBack} />
      </Group>
    </Alert>
  );
}

/**
 * A claim's details, read-only, at /service-provider/claim?claimId= (spec section 2): every field of the claim
 * for the selected organisation, Review while it waits for them, and once approved its payment first (issue 36). A
 * claim that cannot be retrieved shows the Invalid claim screen.
 */
export default function ProviderClaimScreen() {
  const t = useT();
  const { organisation } = useProviderSession();
  const claimId = useSearchParams()[0].get('claimId') ?? '';
  const back = useWayBack();
  const query = useQuery({
    queryKey: [...providerClaimsKey(organisation.id), 'claim', claimId],
    queryFn: () => api.providerClaims.details(claimId, organisation.id),
    enabled: claimId !== '',
    // A refusal (not found, not this organisation's) is the Invalid claim screen; a server failure is unexpected.
    throwOnError: isUnexpectedError,
  });
  const invalid = claimId === '' || query.isError;
  usePageTitle(invalid ? t('provider.invalidClaim') : t('providerScreen.claim.title', { id: claimId }));

  let content;
  if (claimId === '') {
    content = <InvalidClaim message={t('provider.claimNotFound')} back={back.path} />;
  } else if (query.isError) {
    content = <InvalidClaim message={query.error.message} back={back.path} />;
  } else if (query.isPending) {
    content = <LoadingNotice label={t('providerScreen.claim.loading')} />;
  } else {
    const claim = query.data;
    content = (
      <Stack gap="lg">
        <Anchor component={Link} to={back.path} fw={600}>
          {t('providerScreen.claim.back')}
        </Anchor>
        <Title order={1}>{t('providerScreen.claim.title', { id: claim.id })}</Title>
        {claim.externalReviewLink !== null && (
          <ReviewOffer id={claim.id} link={claim.externalReviewLink} wayBack={back} />
        )}
        <ClaimPayment payouts={claim.payouts} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <ClaimSummary audience="provider" claim={claim}>
            <ClaimField label={t('providerScreen.column.status')}>{t(displayStatusId(claim.status))}</ClaimField>
          </ClaimSummary>
        </Paper>
      </Stack>
    );
  }
  return <PageLayout homePath={paths.providerDashboard}>{content}</PageLayout>;
}
