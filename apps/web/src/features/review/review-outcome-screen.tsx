import type { PlainMessageId } from '@ace/domain';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../session/session-store.ts';
import { dashboardPathOf } from './home-path.ts';

export type ReviewOutcome = 'approved' | 'rejected' | 'sentForExternalReview';

const texts: Record<ReviewOutcome, { title: PlainMessageId; body: PlainMessageId }> = {
  approved: { title: 'review.approved', body: 'reviewScreen.outcome.approved' },
  rejected: { title: 'review.rejected', body: 'reviewScreen.outcome.rejected' },
  sentForExternalReview: { title: 'review.sentForExternalReview', body: 'reviewScreen.outcome.sentForExternalReview' },
};

/**
 * The outcome screens of a review: 'Claim approved', 'Claim rejected', 'Claim marked ready for external review'.
 * A signed-in reviewer goes back to their dashboard from here. Anyone else reviewed through a provider's link from
 * an e-mail (support staff review signed in): they go to the provider sign-in, which leads to their dashboard.
 */
export function ReviewOutcomeScreen({ outcome }: { outcome: ReviewOutcome }) {
  const t = useT();
  const { user } = useSession();
  const dashboard = dashboardPathOf(user);
  const { title, body } = texts[outcome];
  usePageTitle(t(title));
  return (
    <PageLayout signedIn={user !== null} {...(dashboard === null ? {} : { homePath: dashboard })}>
      <InfoPanel
        title={t(title)}
        actions={
          <Button component={Link} to={dashboard ?? paths.providerLogin}>
            {t(dashboard === null ? 'reviewScreen.outcome.providerDashboard' : 'app.goToDashboard')}
          </Button>
        }
      >
        <Text>{t(body)}</Text>
      </InfoPanel>
    </PageLayout>
  );
}
