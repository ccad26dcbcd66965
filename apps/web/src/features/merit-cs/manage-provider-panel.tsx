import { PROVIDER_NUMBER_LENGTH, providerSearchSchema } from '@ace/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { refusalOf, useProviderByNumber, useReloadProvider } from './merit-cs-queries.ts';
import { ProviderResult } from './provider-result.tsx';
import { SearchForm } from './search-form.tsx';

/** 'Manage service provider' (spec section 2): a provider found by its 6-digit number, and its status. */
export function ManageProviderPanel() {
  const t = useT();
  const [number, setNumber] = useState<string | null>(null);
  const provider = useProviderByNumber(number);
  const reload = useReloadProvider(number ?? '');
  const form = useForm<{ number: string }, unknown, { number: string }>({
    resolver: domainResolver(providerSearchSchema(t)),
    defaultValues: { number: '' },
  });
  return (
    <Stack gap="lg">
      <SearchForm
        label={t('meritCsScreen.provider.searchLabel')}
        description={t('meritCsScreen.provider.searchHint')}
        field={form.register('number')}
        error={form.formState.errors.number?.message ?? refusalOf(provider)}
        searching={provider.isFetching}
        maxLength={PROVIDER_NUMBER_LENGTH}
        onSubmit={(event) => {
          void form.handleSubmit((values) => {
            if (values.number === number) void reload();
            else setNumber(values.number);
          })(event);
        }}
      />
      {provider.data !== undefined && <ProviderResult key={provider.data.number} provider={provider.data} />}
    </Stack>
  );
}
