import { buildHistoryClaim } from '@ace/app-core/test-factories';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Navigate, Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render.tsx';
import { ClaimHistory } from './claim-history.tsx';
import { SubmittedClaimNotice, submittedClaimState } from './submitted-claim-notice.tsx';

describe("the dashboard's ways to a claim's details", () => {
  it('opens each claim of the history from its amount, keeping the columns', async () => {
    renderWithApp(
      <ClaimHistory
        studentName="Sofia Garcia"
        claims={[
          buildHistoryClaim(),
          buildHistoryClaim({ id: 58, amount: 40, createdAt: '2023-09-13T14:30:00.000Z', status: 'Rejected' }),
        ]}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Open claim 57 of $125.50' })).toHaveAttribute('href', '/claims/57');
    expect(screen.getByRole('link', { name: 'Open claim 58 of $40' })).toHaveAttribute('href', '/claims/58');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Claim Amount',
      'Status',
    ]);
  });

  it('offers the claim just submitted', async () => {
    renderWithApp(
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" state={submittedClaimState(57)} />} />
        <Route path="/dashboard" element={<SubmittedClaimNotice />} />
      </Routes>,
    );
    expect(await screen.findByRole('link', { name: 'See your claim 57' })).toHaveAttribute('href', '/claims/57');
    expect(
      screen.getByText('We will e-mail you when it is decided. Its page shows where it stands.'),
    ).toBeInTheDocument();
    // The toast says 'Your claim has been submitted' (spec section 4): the notice does not say it again.
    expect(screen.queryByText('Your claim has been submitted')).not.toBeInTheDocument();
  });

  it('offers nothing on an ordinary visit to the dashboard', () => {
    renderWithApp(<SubmittedClaimNotice />, '/dashboard');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
