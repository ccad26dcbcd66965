import { ApiError } from '@ace/api-client';
import { reviewTokenSchema } from '@ace/domain';
import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { meritCsClaimPath } from '../../lib/paths.ts';
import { wayBackOrHome } from '../../lib/way-back.ts';
import { ClaimSummary } from '../../components/claim-summary.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { AlreadyReviewed } from './already-reviewed.tsx';
import { AssignProviderForm } from './assign-provider-form.tsx';
import { dashboardPathOf } from './home-path.ts';
import { RelevantClaimsTable } from './relevant-claims-table.tsx';
import { ReviewError } from './review-error.tsx';
import { ReviewFields } from './review-fields.tsx';
import { ReviewFooter } from './review-footer.tsx';
import { useReview } from './use-review.ts';
import { WayBackLink } from './way-back-link.tsx';

/**
 * The review-link screen at /review-claim?token= (spec section 2), for support staff and providers alike: the claim
 * while its review is open; once decided, only 'This claim is already reviewed' (the server sends nothing more). A
 * signed-in reviewer has a way back to where they came from, else to their dashboard (issue 36).
 */
export default function ReviewClaimScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A link cut short or garbled in an e-mail is refused here with the server's words, without asking it.
  const tokenReadable = reviewTokenSchema().safeParse(token).success;
  const { user } = useSession();
  const state: unknown = useLocation().state;
  const review = useReview(token, tokenReadable);
  const homePath = dashboardPathOf(user);
  const wayBack = homePath === null ? null : wayBackOrHome(state, homePath);
  usePageTitle(t('review.title'));

  const content = () => {
    if (!tokenReadable) {
      return <ReviewError message={t('review.linkInvalid')} kind="link" offerStaffLogin={false} wayBack={wayBack} />;
    }
    if (review.error) {
      const status = review.error instanceof ApiError ? review.error.status : null;
      return (
        <ReviewError
          message={review.error.message}
          kind={status === 400 || status === 404 ? 'link' : 'other'}
          offerStaffLogin={status === 401 && user === null}
          wayBack={wayBack}
        />
      );
    }
    if (review.data === undefined) return <LoadingNotice label={t('reviewScreen.loading')} />;
    const data = review.data;
    const internal = data.reviewType === 'internal';
    return (
      <Stack gap="lg">
        <div>
          {wayBack !== null && !data.reviewed && <WayBackLink wayBack={wayBack} />}
          <Group gap="sm" align="center" mt="xs">
            <Title order={1}>{t('review.title')}</Title>
            <Badge variant="light" color="ace" size="lg">
              {t(internal ? 'reviewScreen.type.internal' : 'reviewScreen.type.external')}
            </Badge>
          </Group>
        </div>
        {data.reviewed ? (
          <AlreadyReviewed decision={data.decision} wayBack={wayBack} />
        ) : (
          <>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <ClaimSummary audience="reviewer" claim={data.claim} otherClaimPath={internal ? meritCsClaimPath : null}>
                <ReviewFields review={data} />
              </ClaimSummary>
            </Paper>
            {internal && <RelevantClaimsTable claims={data.relevantClaims} />}
            {internal && <AssignProviderForm token={token} />}
            <ReviewFooter token={token} review={data} wayBack={wayBack} />
          </>
        )}
      </Stack>
    );
  };

  return (
    <PageLayout signedIn={user !== null} {...(homePath === null ? {} : { homePath })}>
      {content()}
    </PageLayout>
  );
}
