import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signInProvider } from '../provider-dashboard/provider-api.test-support.ts';
import { clearSession, useSession } from '../../lib/session-store.ts';
import BankAlreadyLinkedScreen from './bank-already-linked-screen.tsx';

afterEach(() => {
  cleanup();
  clearSession();
  window.history.replaceState(null, '', '/');
});

function SignedIn() {
  const { user } = useSession();
  return user === null ? <p>Signed out</p> : <BankAlreadyLinkedScreen />;
}

describe('the bank-already-linked screen', () => {
  it('signs a provider out onto the provider login, not the parent splash', async () => {
    signInProvider();
    window.history.replaceState(null, '', '/bank-already-linked');
    renderWithApp(<SignedIn />, '/bank-already-linked');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout now' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/service-provider');
  });
});
