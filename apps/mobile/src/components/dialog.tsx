import type { ReactNode } from 'react';
import { Modal, StyleSheet, Text, View } from 'react-native';
import { colours, space, text } from './theme';

/**
 * A modal dialog named by its title: what it says, its buttons; back (Android) or Escape (web) closes it with
 * onClose.
 */
export function Dialog({
  visible,
  title,
  onClose,
  children,
}: {
  visible: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onClose} aria-label={title}>
      <View style={styles.backdrop}>
        <View style={styles.panel} accessibilityViewIsModal testID="dialog">
          <Text style={text.heading} accessibilityRole="header">
            {title}
          </Text>
          {children}
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: {
    flex: 1,
    backgroundColor: 'rgba(15, 23, 42, 0.55)',
    justifyContent: 'center',
    padding: space.md,
  },
  panel: {
    backgroundColor: colours.surface,
    borderRadius: 12,
    padding: space.lg,
    gap: space.md,
    maxWidth: 520,
    width: '100%',
    alignSelf: 'center',
    maxHeight: '90%',
  },
});
