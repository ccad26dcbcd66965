import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { buildQueueRow, stubStaffApi } from './fake-staff-api.test-support.ts';
import MeritCsDashboardScreen from './merit-cs-dashboard-screen.tsx';

signedInAsStaff();

describe('the work queue’s payouts waiting for a bank', () => {
  it('lists each approved payout held for the payee’s bank, with since when it waits', async () => {
    stubStaffApi({
      queue: {
        waitingPayouts: [
          buildQueueRow({
            id: 31,
            status: 'Accepted',
            payoutWaiting: {
              transferId: 5,
              amount: 125.5,
              payTo: 'User',
              waitingSince: '2026-03-02T15:30:00.000Z',
              waitingBusinessDays: 4,
            },
          }),
        ],
      },
    });
    renderWithApp(<MeritCsDashboardScreen />, '/merit-cs/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Waiting for a bank (1)' }));
    const table = await screen.findByRole('table', { name: 'Claims whose payout waits for a bank' });
    expect(within(table).getByRole('columnheader', { name: 'Waiting since' })).toBeInTheDocument();
    expect(within(table).getByText('03/02/2026 (4 business days)')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Approved payouts held until the payee reconnects their bank, the longest wait first. Each is sent by itself once they do.',
      ),
    ).toBeVisible();
  });
});
