import { ActivityIndicator, Pressable, StyleSheet, Text } from 'react-native';
import { colours, space } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/**
 * A button a screen reader announces as one, at least 48 points tall (a comfortable touch target). The link variant
 * is announced as a link, for it goes somewhere; one that acts in place (removes, shows more) says `role="button"`.
 * `expanded` tells whether what it shows or hides is shown.
 */
export function Button({
  label,
  onPress,
  variant = 'primary',
  role = variant === 'link' ? 'link' : 'button',
  disabled = false,
  busy = false,
  expanded,
  accessibilityLabel,
  testID,
}: {
  label: string;
  onPress: () => void;
  variant?: ButtonVariant;
  role?: 'button' | 'link';
  disabled?: boolean;
  busy?: boolean;
  expanded?: boolean;
  accessibilityLabel?: string;
  testID?: string;
}) {
  const inactive = disabled || busy;
  return (
    <Pressable
      accessibilityRole={role}
      accessibilityLabel={accessibilityLabel ?? label}
      accessibilityState={{ disabled: inactive, busy, expanded }}
      disabled={inactive}
      onPress={onPress}
      testID={testID}
      style={({ pressed }) => [
        styles.base,
        styles[variant],
        inactive && variant !== 'link' && styles.inactive,
        pressed && styles.pressed,
      ]}
    >
      {busy && <ActivityIndicator color={variant === 'primary' || variant === 'danger' ? '#fff' : colours.brand} />}
      <Text style={[styles.label, labelStyles[variant], inactive && variant === 'link' && styles.linkInactive]}>
        {label}
      </Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  base: {
    minHeight: 48,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    borderRadius: 8,
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.sm,
  },
  primary: { backgroundColor: colours.brand },
  secondary: { backgroundColor: colours.surface, borderWidth: 1, borderColor: colours.brand },
  danger: { backgroundColor: colours.danger },
  link: { paddingHorizontal: 0, alignSelf: 'flex-start' },
  inactive: { opacity: 0.45 },
  pressed: { opacity: 0.8 },
  label: { fontSize: 16, fontWeight: '600', textAlign: 'center' },
  linkInactive: { color: colours.muted },
});

const labelStyles = StyleSheet.create({
  primary: { color: '#fff' },
  secondary: { color: colours.brand },
  danger: { color: '#fff' },
  link: { color: colours.brand, textDecorationLine: 'underline' },
});
