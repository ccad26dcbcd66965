import {
  claimStatusFormSchema,
  reopenClaimConfirmation,
  REOPENED_STATUS,
  staffStatusId,
  type ClaimStatus,
  type MeritCsClaim,
} from '@ace/domain';
import { NativeSelect } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api.ts';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { ChangeForm, ReasonField } from './change-form.tsx';
import { useReloadClaim } from './merit-cs-queries.ts';
import { useConfirmedChange } from './use-confirmed-change.ts';

interface StatusFormValues {
  status: '' | ClaimStatus;
  note: string;
}

interface StatusChange {
  status: ClaimStatus;
  note: string;
}

/**
 * 'Update Claim Status' (spec sections 4 and 5): the one status offered, Pending Internal Review, and a reason;
 * confirmed in the spec's words, then the claim is loaded again.
 */
export function ClaimStatusForm({ claim }: { claim: MeritCsClaim }) {
  const t = useT();
  const form = useForm<StatusFormValues, unknown, StatusChange>({
    resolver: domainResolver(claimStatusFormSchema(t)),
    defaultValues: { status: '', note: '' },
  });
  const { errors } = form.formState;
  const reopen = useConfirmedChange({
    form,
    apply: ({ note }: StatusChange) => api.meritCs.reopenClaim(claim.id, note),
    confirmation: () => reopenClaimConfirmation(claim.id, claim.status, t),
    success: () => t('meritCs.statusChange.success'),
    fields: ['note'],
    reload: useReloadClaim(claim.id),
  });
  return (
    <ChangeForm
      onSubmit={(event) => {
        void form.handleSubmit(reopen.ask)(event);
      }}
      submitLabel={t('meritCsScreen.claim.statusSubmit')}
      busy={reopen.busy}
      confirmation={reopen.modal}
    >
      <NativeSelect
        label={t('meritCsScreen.claim.newStatus')}
        required
        maw={320}
        data={[
          { value: '', label: t('meritCsScreen.claim.selectStatus') },
          { value: REOPENED_STATUS, label: t(staffStatusId(REOPENED_STATUS)) },
        ]}
        {...form.register('status')}
        error={errors.status?.message}
        disabled={reopen.busy}
      />
      <ReasonField
        label={t('meritCsScreen.claim.statusReason')}
        field={form.register('note')}
        error={errors.note?.message}
        disabled={reopen.busy}
      />
    </ChangeForm>
  );
}
