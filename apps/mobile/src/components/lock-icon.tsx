import { StyleSheet, View } from 'react-native';
import { colours } from './colours';

/**
 * A closed padlock drawn from shapes, so it scales like a vector icon and looks the same everywhere: the emoji it
 * replaces showed as an empty box in the web build, and the app carries no icon font. Proportions of a 24-unit
 * grid, scaled to `size`.
 */
export function LockIcon({
  size,
  label,
  colour = colours.brandDark,
}: {
  size: number;
  label: string;
  colour?: string;
}) {
  const unit = size / 24;
  return (
    <View
      accessible
      accessibilityRole="image"
      accessibilityLabel={label}
      testID="lock-icon"
      style={[styles.frame, { width: size, height: size }]}
    >
      <View
        style={{
          width: 12 * unit,
          height: 10 * unit,
          marginTop: 2 * unit,
          borderWidth: 2.5 * unit,
          borderBottomWidth: 0,
          borderColor: colour,
          borderTopLeftRadius: 6 * unit,
          borderTopRightRadius: 6 * unit,
        }}
      />
      <View
        style={[
          styles.body,
          { width: 18 * unit, height: 12 * unit, borderRadius: 2.5 * unit, backgroundColor: colour },
        ]}
      >
        <View
          style={{
            width: 3 * unit,
            height: 3 * unit,
            borderRadius: 1.5 * unit,
            backgroundColor: colours.surface,
          }}
        />
        <View style={{ width: 1.5 * unit, height: 3 * unit, backgroundColor: colours.surface }} />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  frame: { alignItems: 'center' },
  body: { alignItems: 'center', justifyContent: 'center' },
});
