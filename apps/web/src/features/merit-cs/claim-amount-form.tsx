import {
  amountChangeStatusIssue,
  centsToDollars,
  claimAmountChangeConfirmation,
  claimAmountFormSchema,
  dollarsToCents,
  type Cents,
  type MeritCsClaim,
} from '@ace/domain';
import { Alert } from '@mantine/core';
import { MoneyInput } from '../../components/money-input.tsx';
import { useForm } from 'react-hook-form';
import { api } from '../../lib/api.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { ChangeForm, ReasonField } from './change-form.tsx';
import { useReloadClaim } from './merit-cs-queries.ts';
import { useConfirmedChange } from './use-confirmed-change.ts';

interface AmountChange {
  amount: Cents;
  note: string;
}

/**
 * 'Update Claim Amount' (spec sections 4 and 5): a new amount and a reason, confirmed with both amounts. Only an
 * Accepted claim's amount may change; for any other the spec's refusal is shown instead of the form. Whether the
 * student's funds allow the new amount is the server's to say.
 */
export function ClaimAmountForm({ claim }: { claim: MeritCsClaim }) {
  const t = useT();
  const refusal = amountChangeStatusIssue(claim.status, t);
  if (refusal !== null) {
    return (
      <Alert color="yellow" variant="light" role="status">
        {refusal}
      </Alert>
    );
  }
  return <AmountForm claim={claim} />;
}

/** The API sends amounts of whole cents only (its schema checks it): anything else is a bug, not a state. */
function centsOf(claim: MeritCsClaim): Cents {
  const cents = dollarsToCents(claim.amount);
  if (cents === null) throw new Error(`Claim ${claim.id} has an amount that is not whole cents`);
  return cents;
}

function AmountForm({ claim }: { claim: MeritCsClaim }) {
  const t = useT();
  const form = useForm<{ amount: string; note: string }, unknown, AmountChange>({
    resolver: domainResolver(claimAmountFormSchema(t)),
    defaultValues: { amount: '', note: '' },
  });
  const { errors } = form.formState;
  const currentCents = centsOf(claim);
  const update = useConfirmedChange({
    form,
    apply: ({ amount, note }: AmountChange) => api.meritCs.changeClaimAmount(claim.id, centsToDollars(amount), note),
    confirmation: ({ amount }) => claimAmountChangeConfirmation(currentCents, amount, t),
    success: () => t('meritCs.amountChange.success'),
    fields: ['amount', 'note'],
    reload: useReloadClaim(claim.id),
  });
  return (
    <ChangeForm
      onSubmit={(event) => {
        void form.handleSubmit(update.ask)(event);
      }}
      submitLabel={t('meritCsScreen.claim.amountSubmit')}
      busy={update.busy}
      confirmation={update.modal}
    >
      <MoneyInput
        label={t('meritCsScreen.claim.newAmount')}
        description={t('meritCsScreen.claim.amountHint', { amount: formatDollars(claim.amount) })}
        required
        {...form.register('amount')}
        error={errors.amount?.message}
        disabled={update.busy}
      />
      <ReasonField
        label={t('meritCsScreen.claim.amountReason')}
        field={form.register('note')}
        error={errors.note?.message}
        disabled={update.busy}
      />
    </ChangeForm>
  );
}
