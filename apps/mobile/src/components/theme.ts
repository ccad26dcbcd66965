import { StyleSheet, type ViewStyle } from 'react-native';
import { colours } from './colours';

export { colours };

/** Spacing in points; text sizes are scaled by the system font size. */
export const space = { xs: 4, sm: 8, md: 16, lg: 24, xl: 32 } as const;

export const text = StyleSheet.create({
  title: { fontSize: 26, fontWeight: '700', color: colours.text },
  heading: { fontSize: 20, fontWeight: '700', color: colours.text },
  body: { fontSize: 16, color: colours.text, lineHeight: 22 },
  small: { fontSize: 14, color: colours.muted, lineHeight: 20 },
  label: { fontSize: 16, fontWeight: '600', color: colours.text },
  error: { fontSize: 14, color: colours.danger, lineHeight: 20 },
});

/** The app's white, bordered, rounded panel: cards, form sections, the info screens' panel. */
export const panel = {
  backgroundColor: colours.surface,
  borderRadius: 12,
  borderWidth: 1,
  borderColor: colours.border,
  padding: space.md,
  gap: space.md,
} as const satisfies ViewStyle;
