import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { renderWithApp } from '../../test/render.tsx';
import ReviewClaimScreen from './review-claim-screen.tsx';
import { ReviewOutcomeScreen } from './review-outcome-screen.tsx';

export const TOKEN = 'internal-token-0123456789abcdef';

/** The review screen at a link, with the screens its outcomes lead to. */
export function renderReview(path = `${paths.reviewClaim}?token=${TOKEN}`) {
  renderWithApp(
    <Routes>
      <Route path={paths.reviewClaim} element={<ReviewClaimScreen />} />
      <Route path={paths.claimApproved} element={<ReviewOutcomeScreen outcome="approved" />} />
      <Route path={paths.claimRejected} element={<ReviewOutcomeScreen outcome="rejected" />} />
      <Route path={paths.sentForExternalReview} element={<ReviewOutcomeScreen outcome="sentForExternalReview" />} />
      <Route path={paths.providerDashboard} element={<h1>Provider dashboard</h1>} />
    </Routes>,
    path,
  );
  return userEvent.setup();
}
