import { useT } from '@ace/app-core/i18n';
import { useNonAceForm, type NonAceProviderFormProps } from '@ace/app-core/non-ace-form';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { FormTextField } from '../../components/form-text-field';
import { space, text } from '../../components/theme';

/** The non-programme provider form (spec section 5). Save hands back the provider as the domain's schema read it. */
export function NonAceProviderForm({ initial, onSave, onCancel }: NonAceProviderFormProps) {
  const t = useT();
  const form = useNonAceForm(initial);
  const control = form.control;
  return (
    <View style={styles.form}>
      <Text style={text.body}>{t('nonAceForm.intro')}</Text>
      <FormTextField control={control} name="name" label={t('nonAceForm.name')} required autoComplete="organization" />
      <FormTextField
        control={control}
        name="address"
        label={t('nonAceForm.address')}
        required
        multiline
        autoComplete="street-address"
      />
      <FormTextField
        control={control}
        name="phoneNumber"
        label={t('nonAceForm.phoneNumber')}
        required
        keyboardType="phone-pad"
        autoComplete="tel"
      />
      <FormTextField
        control={control}
        name="email"
        label={t('nonAceForm.email')}
        required
        keyboardType="email-address"
        autoCapitalize="none"
        autoComplete="email"
      />
      <FormTextField
        control={control}
        name="website"
        label={t('nonAceForm.website')}
        required
        keyboardType="url"
        autoCapitalize="none"
        autoComplete="url"
      />
      <FormTextField control={control} name="contactName" label={t('nonAceForm.contactName')} autoComplete="name" />
      <FormTextField control={control} name="contactTitle" label={t('nonAceForm.contactTitle')} />
      <View style={styles.actions}>
        <Button variant="secondary" label={t('app.cancel')} onPress={onCancel} />
        <Button
          label={t('nonAceForm.save')}
          onPress={() => {
            void form.handleSubmit(onSave)();
          }}
        />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  form: { gap: space.md },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.sm, flexWrap: 'wrap' },
});
