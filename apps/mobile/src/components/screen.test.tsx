import { fireEvent, screen, within } from 'expo-router/testing-library';
import { Linking, StyleSheet, Text, type StyleProp, type ViewStyle } from 'react-native';
import { config } from '../lib/config';
import { renderWithApp } from '../test/render';
import { ParentScreen } from './screen';

async function renderParentScreen() {
  await renderWithApp(
    <ParentScreen>
      <Text>What the screen shows</Text>
    </ParentScreen>,
  );
}

/** The order in which texts appear on the screen, top to bottom. */
function positionOf(label: string): number {
  return JSON.stringify(screen.toJSON()).indexOf(label);
}

describe('a signed-in screen', () => {
  it('scrolls its header away with the content, leaving the whole phone to the content', async () => {
    await renderParentScreen();
    const scrolled = within(screen.getByTestId('screen-scroll'));
    expect(scrolled.getByRole('button', { name: 'Logout' })).toBeOnTheScreen();
    expect(scrolled.getByLabelText('Language')).toBeOnTheScreen();
    expect(scrolled.getByText('What the screen shows')).toBeOnTheScreen();
  });

  it('keeps its header to one row, the name, the help centre and Logout, and the language switch at the end', async () => {
    await renderParentScreen();
    const header = screen.getByTestId('parent-header');
    expect(StyleSheet.flatten(header.props.style as StyleProp<ViewStyle>)).toMatchObject({ flexDirection: 'row' });
    expect(within(header).getByRole('header', { name: 'Ohio ACE Program' })).toBeOnTheScreen();
    expect(within(header).getByRole('link', { name: /^Help center, / })).toBeOnTheScreen();
    expect(within(header).getByRole('button', { name: 'Logout' })).toBeOnTheScreen();
    expect(within(header).queryByLabelText('Language')).toBeNull();
    expect(positionOf('Logout')).toBeLessThan(positionOf('What the screen shows'));
    expect(positionOf('What the screen shows')).toBeLessThan(positionOf('Español'));
  });

  it('ends with the footer the web has: Help, Privacy, Terms, the copyright line and the support address', async () => {
    await renderParentScreen();
    const openURL = jest.spyOn(Linking, 'openURL').mockResolvedValue(undefined);
    for (const [name, url] of [
      ['Help', config.helpCenterUrl],
      ['Privacy', config.privacyUrl],
      ['Terms', config.termsUrl],
    ] as const) {
      await fireEvent.press(screen.getByRole('link', { name: new RegExp(`^${name}, `) }));
      expect(openURL).toHaveBeenLastCalledWith(url);
    }
    expect(screen.getByText(/^© \d{4} Ohio ACE Program\. All rights reserved\.$/)).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('link', { name: `Questions? Write to ${config.supportEmail}` }));
    expect(openURL).toHaveBeenLastCalledWith(`mailto:${config.supportEmail}`);
    expect(positionOf('What the screen shows')).toBeLessThan(positionOf('Privacy'));
  });
});
