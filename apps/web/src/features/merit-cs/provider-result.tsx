import {
  providerStatusChangeConfirmation,
  providerStatusChangedMessage,
  providerStatusChoices,
  providerStatusLabelId,
  providerStatusUpdateSchema,
  type ProviderLookup,
  type ProviderStatus,
} from '@ace/domain';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ClaimField } from '../../components/claim-summary.tsx';
import { api } from '../../lib/api.ts';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { ChangeForm } from './change-form.tsx';
import { useReloadProvider } from './merit-cs-queries.ts';
import { StaffPanel } from './staff-panel.tsx';
import { useConfirmedChange } from './use-confirmed-change.ts';

interface StatusChange {
  number: string;
  status: ProviderStatus;
}

/**
 * A provider support staff found: name, number, current status, and the other status to move it to (spec
 * sections 2 and 4), confirmed with what the change means for new claims.
 */
export function ProviderResult({ provider }: { provider: ProviderLookup }) {
  const t = useT();
  const form = useForm<{ number: string; status: '' | ProviderStatus }, unknown, StatusChange>({
    resolver: domainResolver(providerStatusUpdateSchema(t)),
    defaultValues: { number: provider.number, status: '' },
  });
  const update = useConfirmedChange({
    form,
    apply: ({ number, status }: StatusChange) => api.providers.changeStatus(number, status),
    confirmation: ({ status }) => providerStatusChangeConfirmation(status, provider.name, t),
    success: ({ status }) => providerStatusChangedMessage(provider.status, status, t),
    fields: ['status'],
    reload: useReloadProvider(provider.number),
  });
  return (
    <StaffPanel heading={provider.name}>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" m={0}>
        <ClaimField label={t('meritCsScreen.provider.number')}>{provider.number}</ClaimField>
        <ClaimField label={t('meritCsScreen.provider.status')}>{t(providerStatusLabelId(provider.status))}</ClaimField>
      </SimpleGrid>
      <ChangeForm
        onSubmit={(event) => {
          void form.handleSubmit(update.ask)(event);
        }}
        submitLabel={t('meritCsScreen.provider.submit')}
        busy={update.busy}
        confirmation={update.modal}
      >
        <NativeSelect
          label={t('meritCsScreen.provider.newStatus')}
          required
          maw={320}
          data={[
            { value: '', label: t('meritCsScreen.provider.selectStatus') },
            ...providerStatusChoices(provider.status).map((status) => ({
              value: status,
              label: t(providerStatusLabelId(status)),
            })),
          ]}
          {...form.register('status')}
          error={form.formState.errors.status?.message}
          disabled={update.busy}
        />
      </ChangeForm>
    </StaffPanel>
  );
}
