import { I18nProvider } from '@ace/app-core/i18n';
import { render, screen, within } from '@testing-library/react-native';
import { NotEligibleScreen } from './not-eligible-screen';

describe('NotEligible', () => {
  it('draws its padlock as a picture with a name, not as an emoji', async () => {
    await render(
      <I18nProvider>
        <NotEligibleScreen />
      </I18nProvider>,
    );
    const lock = screen.getByRole('image', { name: 'A closed padlock' });
    expect(within(lock).queryAllByText(/./u)).toHaveLength(0);
    expect(screen.queryByText(/\p{Extended_Pictographic}/u)).toBeNull();
    expect(screen.getByRole('header', { name: 'No students found' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeOnTheScreen();
  });
});
