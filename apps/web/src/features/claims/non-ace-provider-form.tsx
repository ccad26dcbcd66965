import { useNonAceForm, type NonAceFormValues, type NonAceProviderFormProps } from '@ace/app-core/non-ace-form';
import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useT } from '@ace/app-core/i18n';

/**
 * The non-programme provider form (spec section 5), in the modal on desktop and on the ServiceProvider screen on
 * small ones. Save hands back the provider as the domain's schema read it.
 */
export function NonAceProviderForm({ initial, onSave, onCancel }: NonAceProviderFormProps) {
  const t = useT();
  const form = useNonAceForm(initial);
  const error = (name: keyof NonAceFormValues) => form.formState.errors[name]?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Shown in a modal over the claim form: the submit must not bubble (through the portal) to the claim.
        event.stopPropagation();
        void form.handleSubmit(onSave)(event);
      }}
    >
      <Stack gap="md">
        <Text>{t('nonAceForm.intro')}</Text>
        <TextInput
          label={t('nonAceForm.name')}
          required
          autoComplete="organization"
          {...form.register('name')}
          error={error('name')}
        />
        <Textarea
          label={t('nonAceForm.address')}
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          {...form.register('address')}
          error={error('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('nonAceForm.phoneNumber')}
            required
            type="tel"
            autoComplete="tel"
            {...form.register('phoneNumber')}
            error={error('phoneNumber')}
          />
          <TextInput
            label={t('nonAceForm.email')}
            required
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={error('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('nonAceForm.website')}
          required
          autoComplete="url"
          {...form.register('website')}
          error={error('website')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('nonAceForm.contactName')}
            {...form.register('contactName')}
            error={error('contactName')}
          />
          <TextInput
            label={t('nonAceForm.contactTitle')}
            {...form.register('contactTitle')}
            error={error('contactTitle')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button type="submit">{t('nonAceForm.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
