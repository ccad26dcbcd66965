import { BREAKPOINTS_PX, BUTTON_HEIGHTS_PX } from '@ace/domain';
import { Anchor, Button, createTheme, em, rem, type MantineColorsTuple } from '@mantine/core';

/** The programme's navy: white text on shade 7 reads at 9:1, so buttons and links pass WCAG AA everywhere. */
const ace: MantineColorsTuple = [
  '#e9f1fb',
  '#cfdff3',
  '#a5c3e8',
  '#77a3db',
  '#4f86ce',
  '#3572c1',
  '#2561ab',
  '#1c4f8c',
  '#163f70',
  '#0f2e52',
];

const buttonHeights: Record<string, number> = {
  sm: BUTTON_HEIGHTS_PX.small,
  md: BUTTON_HEIGHTS_PX.medium,
  lg: BUTTON_HEIGHTS_PX.large,
};

/** The spec's breakpoints (tiny 380, tablet 768, desktop 1024 px) as Mantine's xs, sm and md. */
export const theme = createTheme({
  primaryColor: 'ace',
  primaryShade: 7,
  // People who ask their system for less motion get modals and menus without the fade.
  respectReducedMotion: true,
  colors: { ace },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  breakpoints: {
    xs: em(BREAKPOINTS_PX.tiny),
    sm: em(BREAKPOINTS_PX.tablet),
    md: em(BREAKPOINTS_PX.desktop),
    lg: em(1280),
    xl: em(1440),
  },
  components: {
    // Links are underlined: inside a sentence, colour alone does not tell a link apart (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Button: Button.extend({
      defaultProps: { size: 'md' },
      vars: (_theme, props) => {
        const height = buttonHeights[typeof props.size === 'string' ? props.size : 'md'];
        return { root: { '--button-height': height === undefined ? undefined : rem(height) } };
      },
    }),
  },
});

/** `(min-width: 1024px)`: where the non-programme provider form opens in a modal instead of its own screen. */
export const DESKTOP_QUERY = `(min-width: ${em(BREAKPOINTS_PX.desktop)})`;

/** Below the tablet breakpoint (768px): a phone, where a wide table shows only its first columns. */
export const PHONE_QUERY = `(max-width: ${em(BREAKPOINTS_PX.tablet - 0.02)})`;
