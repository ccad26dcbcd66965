import { Pressable, StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from './theme';

/** A checkbox whose whole label is the touch target. */
export function Checkbox({
  label,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Pressable
      accessibilityRole="checkbox"
      accessibilityLabel={label}
      accessibilityState={{ checked, disabled }}
      aria-checked={checked}
      disabled={disabled}
      onPress={() => {
        onChange(!checked);
      }}
      style={styles.row}
    >
      <View style={[styles.box, checked && styles.checked]}>{checked && <Text style={styles.tick}>✓</Text>}</View>
      <Text style={[text.body, styles.label]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', gap: space.md, alignItems: 'flex-start', minHeight: 48, paddingVertical: space.xs },
  box: {
    width: 24,
    height: 24,
    borderRadius: 4,
    borderWidth: 2,
    borderColor: colours.muted,
    alignItems: 'center',
    justifyContent: 'center',
    marginTop: 2,
  },
  checked: { backgroundColor: colours.brand, borderColor: colours.brand },
  tick: { color: '#fff', fontWeight: '700' },
  label: { flex: 1 },
});
