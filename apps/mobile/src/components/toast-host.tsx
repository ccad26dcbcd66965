import { useExternalStore } from '@ace/app-core/external-store';
import { useT } from '@ace/app-core/i18n';
import type { ToastKind } from '@ace/domain';
import { useEffect } from 'react';
import { AccessibilityInfo, Pressable, StyleSheet, Text, View } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { dismissToast, toastStore, type Toast } from '../lib/toasts';
import { colours, space } from './theme';

const background: Record<ToastKind, string> = {
  danger: colours.danger,
  success: colours.success,
  warning: colours.warning,
};

function ToastView({ toast }: { toast: Toast }) {
  const t = useT();
  useEffect(() => {
    AccessibilityInfo.announceForAccessibility(toast.message);
  }, [toast.message]);
  return (
    <Pressable
      accessibilityRole={toast.kind === 'danger' ? 'alert' : 'text'}
      accessibilityLiveRegion={toast.kind === 'danger' ? 'assertive' : 'polite'}
      accessibilityHint={t('mobile.toast.dismiss')}
      onPress={() => {
        dismissToast(toast.id);
      }}
      style={[styles.toast, { backgroundColor: background[toast.kind] }]}
    >
      <Text style={styles.message}>{toast.message}</Text>
    </Pressable>
  );
}

/** Where toasts show: login errors at the top, the rest at the bottom, above the safe-area insets. */
export function ToastHost() {
  const toasts = useExternalStore(toastStore);
  const insets = useSafeAreaInsets();
  const at = (position: Toast['position']) => toasts.filter((toast) => toast.position === position);
  return (
    <>
      <View pointerEvents="box-none" style={[styles.stack, { top: insets.top + space.sm }]}>
        {at('top').map((toast) => (
          <ToastView key={toast.id} toast={toast} />
        ))}
      </View>
      <View pointerEvents="box-none" style={[styles.stack, { bottom: insets.bottom + space.md }]}>
        {at('bottom').map((toast) => (
          <ToastView key={toast.id} toast={toast} />
        ))}
      </View>
    </>
  );
}

const styles = StyleSheet.create({
  stack: { position: 'absolute', left: space.md, right: space.md, gap: space.sm, alignItems: 'center' },
  toast: {
    maxWidth: 560,
    width: '100%',
    borderRadius: 8,
    paddingHorizontal: space.md,
    paddingVertical: space.md,
    shadowColor: '#000',
    shadowOpacity: 0.2,
    shadowRadius: 6,
    elevation: 4,
  },
  message: { color: '#fff', fontSize: 16, fontWeight: '600' },
});
