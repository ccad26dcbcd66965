import { useT } from '@ace/app-core/i18n';
import type { NonAceServiceProvider, ProviderLookup } from '@ace/domain';
import { useState } from 'react';
import { ActivityIndicator, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { TextField } from '../../components/text-field';
import { colours, space, text } from '../../components/theme';
import { FieldError } from '../../components/field-error';

/**
 * The service provider choice (spec section 2): a 6-digit number looked up as it is typed, or a provider entered
 * by hand on the ServiceProvider screen (shown with Edit and Remove, Remove confirmed with 'This action cannot
 * be undone').
 */
export function ProviderSection({
  number,
  onNumberChange,
  onNumberBlur,
  nonAce,
  provider,
  lookingUp,
  error,
  onEnterNonAce,
  onRemoveNonAce,
  disabled,
}: {
  number: string;
  onNumberChange: (value: string) => void;
  onNumberBlur: () => void;
  nonAce: NonAceServiceProvider | null;
  provider: ProviderLookup | null;
  lookingUp: boolean;
  error: string | undefined;
  onEnterNonAce: () => void;
  onRemoveNonAce: () => void;
  disabled: boolean;
}) {
  const t = useT();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  return (
    <View style={styles.section}>
      <Text style={text.heading} accessibilityRole="header">
        {t('claimForm.provider.heading')}
      </Text>
      {nonAce === null ? (
        <>
          <TextField
            label={t('claimForm.provider.label')}
            hint={t('claimForm.provider.hint')}
            required
            value={number}
            onChangeText={onNumberChange}
            onBlur={onNumberBlur}
            keyboardType="number-pad"
            inputMode="numeric"
            maxLength={7}
            error={error}
            disabled={disabled}
          />
          <View accessibilityLiveRegion="polite">
            {lookingUp && (
              <View style={styles.row}>
                <ActivityIndicator color={colours.brand} />
                <Text style={text.small}>{t('claimForm.provider.lookingUp')}</Text>
              </View>
            )}
            {!lookingUp && provider?.status === 'Active' && (
              <Text style={[text.body, styles.found]}>{t('claimForm.provider.found', { name: provider.name })}</Text>
            )}
          </View>
          <Text style={text.small}>{t('claimForm.provider.notListed')}</Text>
          <Button
            variant="link"
            label={t('claimForm.provider.nonAceLink')}
            onPress={onEnterNonAce}
            disabled={disabled}
          />
        </>
      ) : (
        <View style={styles.card}>
          <Text style={text.small}>{t('claimForm.provider.nonAceSet')}</Text>
          <Text style={text.label}>{nonAce.name}</Text>
          <Text style={text.body}>{nonAce.address}</Text>
          <Text style={text.body}>{[nonAce.phoneNumber, nonAce.email, nonAce.website].join(' · ')}</Text>
          <FieldError message={error} />
          <View style={styles.row}>
            <Button
              variant="secondary"
              label={t('claimForm.provider.edit')}
              onPress={onEnterNonAce}
              disabled={disabled}
            />
            <Button
              variant="secondary"
              label={t('claimForm.provider.remove')}
              disabled={disabled}
              onPress={() => {
                setConfirmingRemove(true);
              }}
            />
          </View>
        </View>
      )}
      <Dialog
        visible={confirmingRemove}
        title={t('claimForm.provider.removeTitle')}
        onClose={() => {
          setConfirmingRemove(false);
        }}
      >
        <Text style={text.body}>{t('claim.provider.removeConfirm')}</Text>
        <View style={styles.actions}>
          <Button
            variant="secondary"
            label={t('app.cancel')}
            onPress={() => {
              setConfirmingRemove(false);
            }}
          />
          <Button
            variant="danger"
            label={t('claimForm.provider.remove')}
            onPress={() => {
              setConfirmingRemove(false);
              onRemoveNonAce();
            }}
          />
        </View>
      </Dialog>
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  row: { flexDirection: 'row', alignItems: 'center', gap: space.sm, flexWrap: 'wrap' },
  found: { color: colours.success, fontWeight: '600' },
  card: { borderWidth: 1, borderColor: colours.border, borderRadius: 8, padding: space.md, gap: space.xs },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' },
});
