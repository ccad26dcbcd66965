import { useT } from '@ace/app-core/i18n';
import type { ReactElement, ReactNode } from 'react';
import { ScrollView, StyleSheet, Text, View, type RefreshControlProps } from 'react-native';
import { SafeAreaView } from 'react-native-safe-area-context';
import { config } from '../lib/config';
import { logout } from '../features/session/auth';
import { Button } from './button';
import { LanguageSwitch } from './language-switch';
import { openLink } from './open-link';
import { colours, panel, space, text } from './theme';

/**
 * The signed-in header: the programme's name, the help centre and Logout (spec section 2), and under them the
 * language switch.
 */
export function ParentHeader() {
  const t = useT();
  return (
    <View style={styles.header}>
      <View style={styles.headerRow}>
        <Text style={styles.brand} accessibilityRole="header">
          {t('app.programmeName')}
        </Text>
        <View style={styles.headerActions}>
          <Button
            variant="link"
            label={t('app.helpCenter')}
            accessibilityLabel={`${t('app.helpCenter')}, ${t('mobile.openLink')}`}
            onPress={() => {
              openLink(config.helpCenterUrl);
            }}
          />
          <Button
            variant="secondary"
            label={t('app.logout')}
            onPress={() => {
              logout();
            }}
          />
        </View>
      </View>
      <LanguageSwitch />
    </View>
  );
}

/**
 * A screen: safe-area aware, scrolling, content at most 720 points wide, optional header and pull to refresh. The
 * header scrolls away with the content: kept on screen, its two rows took a fifth of a phone from every form.
 */
export function Screen({
  children,
  header,
  refreshControl,
  centered = false,
}: {
  children: ReactNode;
  header?: ReactNode;
  refreshControl?: ReactElement<RefreshControlProps>;
  centered?: boolean;
}) {
  return (
    <SafeAreaView style={styles.safe} edges={['top', 'left', 'right', 'bottom']}>
      <ScrollView
        contentContainerStyle={styles.scroll}
        keyboardShouldPersistTaps="handled"
        testID="screen-scroll"
        refreshControl={refreshControl}
      >
        {header}
        <View style={[styles.content, centered && styles.centered]}>
          <View style={styles.column}>{children}</View>
        </View>
      </ScrollView>
    </SafeAreaView>
  );
}

/** A message screen (not eligible, bank results, update): a title, some text and what to do next. */
export function InfoPanel({
  title,
  image,
  children,
  actions,
}: {
  title: string;
  image?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <View style={styles.panel}>
      {image}
      <Text style={[text.title, styles.centerText]} accessibilityRole="header">
        {title}
      </Text>
      {typeof children === 'string' ? <Text style={[text.body, styles.centerText]}>{children}</Text> : children}
      {actions !== undefined && <View style={styles.actions}>{actions}</View>}
    </View>
  );
}

const styles = StyleSheet.create({
  safe: { flex: 1, backgroundColor: colours.background },
  header: {
    gap: space.xs,
    paddingHorizontal: space.md,
    paddingVertical: space.sm,
    backgroundColor: colours.surface,
    borderBottomWidth: 1,
    borderBottomColor: colours.border,
  },
  // One row even on a 375-point phone: the name wraps onto a second line before the actions do.
  headerRow: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: space.sm },
  brand: { fontSize: 18, fontWeight: '700', color: colours.brandDark, flexShrink: 1 },
  headerActions: { flexDirection: 'row', alignItems: 'center', gap: space.sm, flexShrink: 0 },
  scroll: { flexGrow: 1 },
  content: { flexGrow: 1, padding: space.md, paddingBottom: space.xl * 2 },
  centered: { justifyContent: 'center' },
  column: { width: '100%', maxWidth: 720, alignSelf: 'center', gap: space.lg },
  panel: { ...panel, padding: space.lg, alignItems: 'center' },
  centerText: { textAlign: 'center' },
  actions: { alignSelf: 'stretch', gap: space.sm },
});
