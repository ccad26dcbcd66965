import { render, screen, fireEvent } from '@testing-library/react-native';
import { I18nProvider } from '@ace/app-core/i18n';
import { LoadingScreen } from '../startup/loading-screen';
import { tokenStore } from '../../lib/token-store';
import { UncaughtErrorScreen } from './error-screens';

jest.mock('expo-router', () => ({ useRouter: () => ({ replace: jest.fn() }) }));

describe('the system screens', () => {
  it('shows the loading screen while the checks run', async () => {
    await render(
      <I18nProvider>
        <LoadingScreen />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Checking for updates…' })).toBeOnTheScreen();
  });

  it("says 'Something went wrong' after an uncaught error, and starts again signed out", async () => {
    tokenStore.set({ accessToken: 'a.b.c', refreshToken: null, expiresAt: Date.now() + 60_000 });
    const retry = jest.fn(() => Promise.resolve());
    await render(
      <I18nProvider>
        <UncaughtErrorScreen retry={retry} />
      </I18nProvider>,
    );
    expect(screen.getByText('Something went wrong')).toBeOnTheScreen();
    expect(screen.getByText("That's all we know")).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Start again from homepage' }));
    expect(tokenStore.get()).toBeNull();
    expect(retry).toHaveBeenCalled();
  });

  it("shows a server failure's reference, for a screenshot to lead to the logs", async () => {
    await render(
      <I18nProvider>
        <UncaughtErrorScreen retry={() => Promise.resolve()} reference="req-9c2d" />
      </I18nProvider>,
    );
    expect(screen.getByText('Reference: req-9c2d')).toBeOnTheScreen();
  });
});
