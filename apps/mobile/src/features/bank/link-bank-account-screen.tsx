import { useT } from '@ace/app-core/i18n';
import { linkBank } from '@ace/app-core/link-bank';
import { ApiError } from '@ace/api-client';
import type { BankAccountForm as BankAccount } from '@ace/domain';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'expo-router';
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ParentScreen } from '../../components/screen';
import { panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { showToast } from '../../lib/toasts';
import { refreshUser } from '../../lib/session-store';
import { BankAccountForm } from './bank-account-form';

/**
 * The parent's link-bank-account screen (spec section 2): 'Submit bank account details', a close button that
 * asks before leaving, and the token → bank → flag sequence.
 */
export function LinkBankAccountScreen() {
  const t = useT();
  const router = useRouter();
  const [confirmingClose, setConfirmingClose] = useState(false);
  const link = useMutation({
    mutationFn: (account: BankAccount) =>
      linkBank({ token: api.bank.parentBankToken, setFlag: api.bank.setParentBankFlag }, config.bankApiUrl, account),
    onSuccess: (result) => {
      if (result.kind === 'alreadyLinked') {
        router.replace('/bank-already-linked');
        return;
      }
      // Leave first: with the bank linked, this screen's route is no longer in the parent's set.
      router.dismissTo('/dashboard');
      refreshUser(result.user);
      showToast('success', t('bank.submitted'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      router.replace('/service-provider-connect-bank/failure');
    },
  });
  return (
    <ParentScreen>
      <View style={styles.panel}>
        <View style={styles.top}>
          <Text style={[text.title, styles.title]} accessibilityRole="header">
            {t('bank.form.title')}
          </Text>
          <Button
            variant="secondary"
            label="✕"
            accessibilityLabel={t('app.close')}
            disabled={link.isPending}
            onPress={() => {
              setConfirmingClose(true);
            }}
          />
        </View>
        <Text style={text.body}>{t('bankForm.intro')}</Text>
        <BankAccountForm
          submitting={link.isPending}
          onSubmit={(account) => {
            link.mutate(account);
          }}
        />
        {link.isPending && (
          <Text style={text.small} accessibilityLiveRegion="polite">
            {t('bankForm.submitting')}
          </Text>
        )}
      </View>
      <Dialog
        visible={confirmingClose}
        title={t('bank.form.title')}
        onClose={() => {
          setConfirmingClose(false);
        }}
      >
        <Text style={text.body}>{t('bank.form.closeConfirm')}</Text>
        <View style={styles.actions}>
          <Button
            variant="secondary"
            label={t('bankForm.stay')}
            onPress={() => {
              setConfirmingClose(false);
            }}
          />
          <Button
            variant="danger"
            label={t('bankForm.leave')}
            onPress={() => {
              setConfirmingClose(false);
              router.dismissTo('/dashboard');
            }}
          />
        </View>
      </Dialog>
    </ParentScreen>
  );
}

const styles = StyleSheet.create({
  panel: panel,
  top: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: space.sm },
  title: { flex: 1 },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' },
});
