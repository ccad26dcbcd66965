import { screen, within } from 'expo-router/testing-library';
import { Text } from 'react-native';
import { renderWithApp } from '../test/render';
import { ParentHeader, Screen } from './screen';

describe('a signed-in screen', () => {
  it('scrolls its header away with the content, leaving the whole phone to the content', async () => {
    await renderWithApp(
      <Screen header={<ParentHeader />}>
        <Text>What the screen shows</Text>
      </Screen>,
    );
    const scrolled = within(screen.getByTestId('screen-scroll'));
    expect(scrolled.getByRole('button', { name: 'Logout' })).toBeOnTheScreen();
    expect(scrolled.getByLabelText('Language')).toBeOnTheScreen();
    expect(scrolled.getByText('What the screen shows')).toBeOnTheScreen();
  });
});
