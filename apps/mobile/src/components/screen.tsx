import { useT } from '@ace/app-core/i18n';
import type { ReactElement, ReactNode } from 'react';
import { ScrollView, StyleSheet, Text, View, type RefreshControlProps } from 'react-native';
import { SafeAreaView } from 'react-native-safe-area-context';
import { config } from '../lib/config';
import { logout } from '../lib/auth';
import { Button } from './button';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { openLink } from './open-link';
import { colours, panel, space, text } from './theme';

/**
 * The signed-in header, one row: the programme's name, the help centre and Logout (spec section 2). The language
 * switch is in the footer: under the header it made a second row, a tall band above every screen.
 */
function ParentHeader() {
  const t = useT();
  return (
    <View style={styles.header} testID="parent-header">
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
  );
}

/** The signed-in footer: the language switch, then the links and the copyright line every screen of the web ends with. */
function ParentFooter() {
  return (
    <View style={styles.footer}>
      <LanguageSwitch centered />
      <Footer />
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
  footer,
  refreshControl,
  centered = false,
}: {
  children: ReactNode;
  header?: ReactNode;
  footer?: ReactNode;
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
        {footer}
      </ScrollView>
    </SafeAreaView>
  );
}

/** A screen of a signed-in parent: the one-row header, the content, and the footer with the language switch. */
export function ParentScreen(props: Omit<Parameters<typeof Screen>[0], 'header' | 'footer'>) {
  return <Screen {...props} header={<ParentHeader />} footer={<ParentFooter />} />;
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
  // One row even on a 375-point phone: the name wraps onto a second line before the actions do.
  header: {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: space.sm,
    paddingHorizontal: space.md,
    paddingVertical: space.xs,
    backgroundColor: colours.surface,
    borderBottomWidth: 1,
    borderBottomColor: colours.border,
  },
  brand: { fontSize: 17, fontWeight: '700', color: colours.brandDark, flexShrink: 1 },
  headerActions: { flexDirection: 'row', alignItems: 'center', gap: space.sm, flexShrink: 0 },
  scroll: { flexGrow: 1 },
  content: { flexGrow: 1, padding: space.md, paddingBottom: space.xl },
  footer: {
    gap: space.md,
    padding: space.md,
    paddingBottom: space.xl,
    borderTopWidth: 1,
    borderTopColor: colours.border,
    backgroundColor: colours.surface,
  },
  centered: { justifyContent: 'center' },
  column: { width: '100%', maxWidth: 720, alignSelf: 'center', gap: space.lg },
  panel: { ...panel, padding: space.lg, alignItems: 'center' },
  centerText: { textAlign: 'center' },
  actions: { alignSelf: 'stretch', gap: space.sm },
});
