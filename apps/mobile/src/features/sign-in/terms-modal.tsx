import { useExternalStore } from '@ace/app-core/external-store';
import { useT } from '@ace/app-core/i18n';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Dialog } from '../../components/dialog';
import { openLink } from '../../components/open-link';
import { space, text } from '../../components/theme';
import { config } from '../../lib/config';
import { allowTerms, cancelSignIn, signInStore } from './sign-in-flow';

/** The terms-of-service modal (spec section 2): Allow stays disabled until the terms are accepted. */
export function TermsModal() {
  const t = useT();
  const state = useExternalStore(signInStore);
  const [accepted, setAccepted] = useState(false);
  const [allowing, setAllowing] = useState(false);
  const product = t('app.productName');
  const visible = state.step === 'terms' || (allowing && state.step === 'checking');
  const email = state.step === 'terms' ? state.email : null;
  return (
    <Dialog
      visible={visible}
      title={product}
      onClose={() => {
        setAccepted(false);
        cancelSignIn();
      }}
    >
      <Text style={text.body}>
        {email === null ? t('terms.requestsAccess', { product }) : t('terms.requestsAccessFor', { product, email })}
      </Text>
      <View style={styles.list}>
        <Text style={text.body}>{t('terms.allowsTo', { product })}</Text>
        <Text style={text.body}>• {t('terms.viewNameAndEmail')}</Text>
        <Text style={text.body}>• {t('terms.viewAllMerits')}</Text>
        <Text style={[text.small, styles.indent]}>{t('terms.viewAllMeritsTooltip')}</Text>
      </View>
      <Checkbox label={t('terms.accept')} checked={accepted} onChange={setAccepted} disabled={allowing} />
      <View style={styles.links}>
        <Text style={text.small}>{t('terms.readThe')}</Text>
        <Button
          variant="link"
          label={t('terms.termsLink')}
          onPress={() => {
            openLink(config.termsUrl);
          }}
        />
        <Text style={text.small}>{t('terms.and')}</Text>
        <Button
          variant="link"
          label={t('terms.privacyLink')}
          onPress={() => {
            openLink(config.privacyUrl);
          }}
        />
      </View>
      <View style={styles.actions}>
        <Button
          variant="secondary"
          label={t('terms.cancel')}
          disabled={allowing}
          onPress={() => {
            setAccepted(false);
            cancelSignIn();
          }}
        />
        <Button
          label={t('terms.allow')}
          disabled={!accepted}
          busy={allowing}
          onPress={() => {
            setAllowing(true);
            void allowTerms().finally(() => {
              setAllowing(false);
              setAccepted(false);
            });
          }}
        />
      </View>
    </Dialog>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.xs },
  indent: { marginLeft: space.md },
  links: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: space.sm },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' },
});
