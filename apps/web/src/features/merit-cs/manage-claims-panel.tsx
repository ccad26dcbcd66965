import { claimSearchSchema } from '@ace/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { ClaimAuditTrail } from './claim-audit-trail.tsx';
import { ClaimPayments } from './claim-payments.tsx';
import { ClaimResult } from './claim-result.tsx';
import { refusalOf, useReloadClaim, useStaffClaim } from './merit-cs-queries.ts';
import { SearchForm } from './search-form.tsx';

/** Claim ids are database ids: ten digits is more than the API accepts. */
const CLAIM_ID_MAX_LENGTH = 10;

/** 'Manage claims' (spec section 2): a claim found by id, what can be changed about it, and its audit trail. */
export function ManageClaimsPanel() {
  const t = useT();
  const [claimId, setClaimId] = useState<number | null>(null);
  const claim = useStaffClaim(claimId);
  const reload = useReloadClaim(claimId ?? 0);
  const form = useForm<{ claimId: string }, unknown, { claimId: number }>({
    resolver: domainResolver(claimSearchSchema(t)),
    defaultValues: { claimId: '' },
  });
  return (
    <Stack gap="lg">
      <SearchForm
        label={t('meritCsScreen.claim.searchLabel')}
        description={t('meritCsScreen.claim.searchHint')}
        field={form.register('claimId')}
        error={form.formState.errors.claimId?.message ?? refusalOf(claim)}
        searching={claim.isFetching}
        maxLength={CLAIM_ID_MAX_LENGTH}
        onSubmit={(event) => {
          void form.handleSubmit((values) => {
            // The same id again: look again, claim, payments and audit trail, someone may have acted on it since.
            if (values.claimId === claimId) void reload();
            else setClaimId(values.claimId);
          })(event);
        }}
      />
      {claim.data !== undefined && (
        <>
          <ClaimResult key={claim.data.id} claim={claim.data} />
          <ClaimPayments claimId={claim.data.id} />
          <ClaimAuditTrail claimId={claim.data.id} />
        </>
      )}
    </Stack>
  );
}
