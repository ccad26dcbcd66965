import type { Payee, PlainMessageId } from '@ace/domain';
import { Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { wayBackLabel, wayBackOf } from '../../lib/way-back.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useSession } from '../../lib/session-store.ts';
import { dashboardPathOf } from './home-path.ts';
import { payoutWaitOf } from './review-outcome-state.ts';

export type ReviewOutcome = 'approved' | 'rejected' | 'sentForExternalReview';

const texts: Record<ReviewOutcome, { title: PlainMessageId; body: PlainMessageId }> = {
  approved: { title: 'review.approved', body: 'reviewScreen.outcome.approved' },
  rejected: { title: 'review.rejected', body: 'reviewScreen.outcome.rejected' },
  sentForExternalReview: { title: 'review.sentForExternalReview', body: 'reviewScreen.outcome.sentForExternalReview' },
};

/**
 * What an approval says when its payout cannot go yet (issue 36): whose bank it waits for, in the words of the one
 * who approved. Support staff read of the parent's or the provider's bank; anyone else approved at a provider, and
 * reads of their own organisation's.
 */
function approvedWaitingText(payee: Payee, staff: boolean): PlainMessageId {
  if (payee === 'parent') return 'reviewScreen.outcome.approvedWaitingForParentBank';
  return staff
    ? 'reviewScreen.outcome.approvedWaitingForProviderBank'
    : 'reviewScreen.outcome.approvedWaitingForYourBank';
}

/**
 * The outcome screens of a review: 'Claim approved', 'Claim rejected', 'Claim marked ready for external review'.
 * A signed-in reviewer goes back to where they came from, else to their dashboard. Anyone else reviewed through a
 * provider's link from an e-mail (support staff review signed in): they go to the provider sign-in, which leads to
 * their dashboard.
 */
export function ReviewOutcomeScreen({ outcome }: { outcome: ReviewOutcome }) {
  const t = useT();
  const { user } = useSession();
  const state: unknown = useLocation().state;
  const dashboard = dashboardPathOf(user);
  const wayBack = wayBackOf(state, dashboard);
  const payoutWait = outcome === 'approved' ? payoutWaitOf(state) : null;
  const { title, body } = texts[outcome];
  usePageTitle(t(title));
  return (
    <PageLayout signedIn={user !== null} {...(dashboard === null ? {} : { homePath: dashboard })}>
      <InfoPanel
        title={t(title)}
        actions={
          <Button component={Link} to={wayBack?.path ?? dashboard ?? paths.providerLogin}>
            {wayBack === null
              ? t(dashboard === null ? 'reviewScreen.outcome.providerDashboard' : 'app.goToDashboard')
              : t(wayBackLabel[wayBack.place])}
          </Button>
        }
      >
        <Text>{t(payoutWait === null ? body : approvedWaitingText(payoutWait, user?.type === 'MeritCS'))}</Text>
      </InfoPanel>
    </PageLayout>
  );
}
