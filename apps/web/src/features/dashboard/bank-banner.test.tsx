import { buildChild, buildHistoryClaim, buildParent } from '@ace/app-core/test-factories';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { BankBanner } from './bank-banner.tsx';
import { ClaimHistory } from './claim-history.tsx';

const waiting = buildHistoryClaim({ id: 61, amount: 123.45 });

describe('the dashboard while a payment waits for the parent to reconnect their bank (issue 36)', () => {
  it('names each waiting payment with a link to its claim, and the reconnect link', async () => {
    const parent = buildParent({
      hasHealthyBankConnection: false,
      children: [
        buildChild({ claims: [{ ...waiting, payoutWaitsForYourBank: true }] }),
        buildChild({
          id: 8,
          claims: [{ ...waiting, id: 62, amount: 40, payoutWaitsForYourBank: false }],
        }),
      ],
    });
    renderWithApp(<BankBanner parent={parent} />);
    expect(await screen.findByText('These payments wait for you to reconnect:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim 61: $123.45' })).toHaveAttribute('href', '/claims/61');
    expect(screen.queryByRole('link', { name: /^Claim 62/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reconnect your bank account' })).toHaveAttribute(
      'href',
      '/parent/bank-account',
    );
  });

  it('says so even while the bank still reads as healthy, and shows nothing when no payment waits', async () => {
    const { unmount } = renderWithApp(
      <BankBanner
        parent={buildParent({ children: [buildChild({ claims: [{ ...waiting, payoutWaitsForYourBank: true }] })] })}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Claim 61: $123.45' })).toBeInTheDocument();
    unmount();
    renderWithApp(<BankBanner parent={buildParent()} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("reads 'Approved, waiting for your bank' in the student's history", async () => {
    renderWithApp(<ClaimHistory studentName="Sofia Garcia" claims={[{ ...waiting, payoutWaitsForYourBank: true }]} />);
    expect(await screen.findByText('Approved, waiting for your bank')).toBeInTheDocument();
  });
});
