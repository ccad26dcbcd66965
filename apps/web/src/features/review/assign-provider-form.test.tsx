import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildClaimView } from '../../test/factories.ts';
import { buildReview, ok, refused, stubApi, type ApiCall } from './review-api.test-support.ts';
import { renderReview, TOKEN } from './review-test-routes.test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in a store of their own, beyond the rendered tree.
  notifications.clean();
});

const marketplace = {
  number: '100005',
  name: 'ACE Marketplace',
  status: 'Active',
  isFauxServiceProvider: true,
} as const;

/** The review, the provider lookup and the assignment as the server answers them; 100005 exists. */
function stubAssignment(assign: () => ReturnType<typeof ok>) {
  let assigned = false;
  const calls = stubApi((call: ApiCall) => {
    if (call.path === `/service-provider/100005/${TOKEN}`) return ok({ number: '100005', name: 'ACE Marketplace' });
    if (call.path.startsWith('/service-provider/')) {
      return refused(404, 'PROVIDER_NOT_FOUND', 'Please enter a valid service provider number');
    }
    if (call.path.endsWith('/assign-service-provider')) {
      const answer = assign();
      assigned = answer.status === 200;
      return answer;
    }
    return ok(
      buildReview(assigned ? { claim: buildClaimView({ status: 'Pending', serviceProvider: marketplace }) } : {}),
    );
  });
  return calls;
}

const numberInput = () => screen.getByRole('textbox', { name: /Service provider number/ });
const assignButton = () => screen.getByRole('button', { name: 'Assign' });

describe('the Assign Service Provider form', () => {
  it('requires a number, then one of 6 digits that exists', async () => {
    const calls = stubAssignment(() => ok({ number: '100005', name: 'ACE Marketplace' }));
    const user = renderReview();
    await screen.findByRole('heading', { name: 'Assign Service Provider' });
    await user.click(assignButton());
    expect(await screen.findByText('Please enter a service provider number')).toBeInTheDocument();

    await user.type(numberInput(), '12345');
    await user.click(assignButton());
    expect(await screen.findByText('Please enter a valid service provider number')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/service-provider/'))).toBe(false);

    await user.clear(numberInput());
    await user.type(numberInput(), '999999');
    await user.click(assignButton());
    await waitFor(() => {
      expect(calls.some((call) => call.path === `/service-provider/999999/${TOKEN}`)).toBe(true);
    });
    expect(await screen.findByText('Please enter a valid service provider number')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/assign-service-provider'))).toBe(false);
  });

  it('assigns a provider that exists, says so, and loads the review again', async () => {
    const calls = stubAssignment(() => ok({ number: '100005', name: 'ACE Marketplace' }));
    const user = renderReview();
    await screen.findByRole('button', { name: 'Passes internal review' });
    await user.type(numberInput(), '100005');
    await user.click(assignButton());
    expect(await screen.findByText('Successfully assigned service provider to the claim')).toBeInTheDocument();
    expect(await screen.findByText('100005 · ACE Marketplace')).toBeInTheDocument();
    // The faux marketplace is approved directly: the actions follow the provider.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Passes internal review' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('/assign-service-provider'))?.body).toEqual({
      serviceProviderNumber: '100005',
    });
    expect(numberInput()).toHaveValue('');
  });

  it("tells a refused assignment in a toast with the server's message", async () => {
    stubAssignment(() =>
      refused(422, 'PROVIDER_INACTIVE', 'This service provider is Inactive. Please choose an active one'),
    );
    const user = renderReview();
    await user.type(await screen.findByRole('textbox', { name: /Service provider number/ }), '100005');
    await user.click(assignButton());
    expect(
      await screen.findByText('This service provider is Inactive. Please choose an active one'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Successfully assigned service provider to the claim')).not.toBeInTheDocument();
  });
});
