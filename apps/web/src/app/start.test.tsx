import { createTranslator, esFrameTexts, languageStorageKey } from '@ace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { language } from '../lib/language.ts';
import { TOKENS_KEY } from '../lib/storage-keys.ts';
import { signedOutLoginAt, Start } from './start.tsx';

describe('the first screen', () => {
  afterEach(() => {
    window.localStorage.clear();
    language.store.set({ locale: 'en', chosen: false });
  });

  it('opens a login screen on its own for a signed-out visit to a login address', () => {
    expect(signedOutLoginAt('/')).toBe('Parent');
    expect(signedOutLoginAt('/merit-cs')).toBe('MeritCS');
    expect(signedOutLoginAt('/merit-cs/dashboard/')).toBe('MeritCS');
    expect(signedOutLoginAt('/service-provider/claim')).toBe('ServiceProvider');
  });

  it('loads the whole portal for any other address, and for anyone with a session kept', () => {
    expect(signedOutLoginAt('/review-claim')).toBeNull();
    expect(signedOutLoginAt('/dashboard')).toBeNull();
    expect(signedOutLoginAt('/auth/callback')).toBeNull();
    window.localStorage.setItem(TOKENS_KEY, '{}');
    expect(signedOutLoginAt('/')).toBeNull();
  });

  it('draws the support staff login without the router, its home link a plain link', () => {
    render(<Start login="MeritCS" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Merit CS Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login with Merit' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ohio ACE Program home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it.each([
    ['Parent', 'Login with Merit'],
    ['ServiceProvider', 'Link with Merit'],
  ] as const)('draws the %s login from the texts it carries, without the whole catalogue', (login, button) => {
    render(<Start login={login} />);
    expect(screen.getByRole('button', { name: button })).toBeEnabled();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Questions? Write to');
  });

  it('speaks Spanish once Español is chosen on the switch, and keeps the choice on this browser', async () => {
    const user = userEvent.setup();
    const spanish = createTranslator(esFrameTexts, 'es');
    render(<Start login="Parent" />);
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Español' }));

    expect(screen.getByRole('button', { name: spanish('login.parent.button') })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      spanish('login.parent.title', { programme: spanish('app.programmeName') }),
    );
    expect(screen.getByRole('group', { name: spanish('app.language.label') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('es');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Login with Merit' })).toBeEnabled();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(languageStorageKey)).toBe('en');
  });
});
