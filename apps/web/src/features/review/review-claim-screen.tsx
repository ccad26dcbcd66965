import { ApiError } from '@ace/api-client';
import { Alert, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ClaimSummary } from '../../components/claim-summary.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../session/session-store.ts';
import { AssignProviderForm } from './assign-provider-form.tsx';
import { dashboardPathOf } from './home-path.ts';
import { RelevantClaimsTable } from './relevant-claims-table.tsx';
import { ReviewError } from './review-error.tsx';
import { ReviewFields } from './review-fields.tsx';
import { ReviewFooter } from './review-footer.tsx';
import { useReview } from './use-review.ts';

/** The review-link screen at /review-claim?token= (spec section 2), for support staff and providers alike. */
export default function ReviewClaimScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const review = useReview(token);
  const homePath = dashboardPathOf(user);
  usePageTitle(t('review.title'));

  const content = () => {
    if (token === '') return <ReviewError message={t('review.linkInvalid')} offerStaffLogin={false} />;
    if (review.error) {
      const refusedSignedOut = review.error instanceof ApiError && review.error.status === 401 && user === null;
      return <ReviewError message={review.error.message} offerStaffLogin={refusedSignedOut} />;
    }
    if (review.data === undefined) return <LoadingNotice label={t('reviewScreen.loading')} />;
    const data = review.data;
    const internal = data.reviewType === 'internal';
    return (
      <Stack gap="lg">
        <Group gap="sm" align="center">
          <Title order={1}>{t('review.title')}</Title>
          <Badge variant="light" color="ace" size="lg">
            {t(internal ? 'reviewScreen.type.internal' : 'reviewScreen.type.external')}
          </Badge>
        </Group>
        {data.reviewed && <Alert color="gray" variant="light" title={t('review.alreadyReviewed')} role="status" />}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <ClaimSummary audience="reviewer" claim={data.claim}>
            <ReviewFields review={data} />
          </ClaimSummary>
        </Paper>
        {internal && <RelevantClaimsTable claims={data.relevantClaims} />}
        {internal && !data.reviewed && <AssignProviderForm token={token} />}
        {!data.reviewed && <ReviewFooter token={token} review={data} />}
      </Stack>
    );
  };

  return (
    <PageLayout signedIn={user !== null} {...(homePath === null ? {} : { homePath })}>
      {content()}
    </PageLayout>
  );
}
