/**
 * The app's colours (AA contrast on white). Free of React Native, so app.config.ts and scripts/draw-icons.mts use
 * them too.
 */
export const colours = {
  brand: '#0b5394',
  brandDark: '#083d6e',
  text: '#1f2933',
  muted: '#52606d',
  border: '#cbd2d9',
  surface: '#ffffff',
  background: '#f5f7fa',
  danger: '#b42318',
  success: '#0f7b3f',
  warning: '#8a5a00',
  warningSurface: '#fff4d6',
} as const;
