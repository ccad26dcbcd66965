import { isProviderNumber, providerNameSearchQuerySchema, STAFF_SEARCH_MAX } from '@ace/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { api } from '../../lib/api.ts';
import { refusalOf, useProviderByNumber, useReloadProvider } from './merit-cs-queries.ts';
import { ProviderResult } from './provider-result.tsx';
import { SearchForm } from './search-form.tsx';

/** The providers whose name starts with the text typed: the one to manage is chosen from them. */
function ProviderChoices({ name, onChoose }: { name: string; onChoose: (number: string) => void }) {
  const t = useT();
  const found = useQuery({
    queryKey: ['merit-cs', 'provider-search', name],
    queryFn: () => api.meritCs.searchProviders(name),
    staleTime: 0,
    throwOnError: isUnexpectedError,
  });
  if (found.data === undefined) return <Text role="status">{found.error?.message ?? t('app.loading')}</Text>;
  if (found.data.length === 0) return <Text role="status">{t('meritCsScreen.providers.none', { query: name })}</Text>;
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('meritCsScreen.providers.found')}
    >
      {found.data.map((provider) => (
        <Paper key={provider.number} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" gap="sm">
            <Text>
              {provider.name} · {provider.number} · {provider.status}
            </Text>
            <Button
              size="xs"
              variant="light"
              aria-label={t('meritCsScreen.providers.choose', { name: provider.name })}
              onClick={() => {
                onChoose(provider.number);
              }}
            >
              {t('meritCsScreen.search.open')}
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * 'Manage service provider' (spec section 2, issue 14): a provider found by its 6-digit number, or chosen among those
 * whose name starts with the text typed, and its status.
 */
export function ManageProviderPanel() {
  const t = useT();
  const [number, setNumber] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);
  const provider = useProviderByNumber(number);
  const reload = useReloadProvider(number ?? '');
  const form = useForm<{ q: string }, unknown, { q: string }>({
    resolver: domainResolver(providerNameSearchQuerySchema(t).pick({ q: true })),
    defaultValues: { q: '' },
  });
  const choose = (chosen: string) => {
    setName(null);
    if (chosen === number) void reload();
    else setNumber(chosen);
  };
  return (
    <Stack gap="lg">
      <SearchForm
        label={t('meritCsScreen.providers.label')}
        description={t('meritCsScreen.providers.hint')}
        field={form.register('q')}
        error={form.formState.errors.q?.message ?? refusalOf(provider)}
        searching={provider.isFetching}
        maxLength={STAFF_SEARCH_MAX}
        inputMode="text"
        onSubmit={(event) => {
          void form.handleSubmit(({ q }) => {
            if (isProviderNumber(q)) choose(q);
            else {
              setNumber(null);
              setName(q);
            }
          })(event);
        }}
      />
      {name !== null && <ProviderChoices name={name} onChoose={choose} />}
      {provider.data !== undefined && <ProviderResult key={provider.data.number} provider={provider.data} />}
    </Stack>
  );
}
