import { useT } from '@ace/app-core/i18n';
import { StyleSheet, Text, View } from 'react-native';
import { config } from '../lib/config';
import { Button } from './button';
import { openLink } from './open-link';
import { space, text } from './theme';

/** Help, Privacy, Terms, the copyright line (spec section 1) and the support mailbox, as the web's footer. */
export function Footer() {
  const t = useT();
  const links = [
    { label: t('app.footer.help'), url: config.helpCenterUrl },
    { label: t('app.footer.privacy'), url: config.privacyUrl },
    { label: t('app.footer.terms'), url: config.termsUrl },
  ];
  return (
    <View style={styles.footer}>
      <View style={styles.links}>
        {links.map((link) => (
          <Button
            key={link.label}
            variant="link"
            label={link.label}
            accessibilityLabel={`${link.label}, ${t('mobile.openLink')}`}
            onPress={() => {
              openLink(link.url);
            }}
          />
        ))}
      </View>
      <Text style={text.small}>{t('app.footer.copyright', { year: new Date().getFullYear() })}</Text>
      <Button
        variant="link"
        label={t('app.support', { email: config.supportEmail })}
        onPress={() => {
          openLink(`mailto:${config.supportEmail}`);
        }}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  footer: { alignItems: 'center', gap: space.xs },
  links: { flexDirection: 'row', gap: space.lg, flexWrap: 'wrap', justifyContent: 'center' },
});
