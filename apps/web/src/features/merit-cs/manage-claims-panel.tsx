import { STAFF_SEARCH_MAX, staffClaimSearchTextSchema } from '@ace/domain';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { domainResolver } from '@ace/app-core/form-resolver';
import { useT } from '@ace/app-core/i18n';
import { ClaimAuditTrail } from './claim-audit-trail.tsx';
import { ClaimPayments } from './claim-payments.tsx';
import { ClaimResult } from './claim-result.tsx';
import { ClaimSearchResults } from './claim-search-results.tsx';
import { FamilyPanel } from './family-panel.tsx';
import { useReloadClaim, useStaffClaim } from './merit-cs-queries.ts';
import { SearchForm } from './search-form.tsx';

/** A search text that is a claim id: the claim is opened at once, as the spec's search by id did. */
function claimIdOf(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * 'Manage claims' (spec section 2, issue 14): one box finds claims by id, student, parent (name or e-mail) or
 * provider (name or number); the results download as CSV; a claim opened shows what can be changed about it, its
 * payouts and its audit trail, and its family's details on demand. `openClaimId` opens a claim from elsewhere (the
 * work queue).
 */
export function ManageClaimsPanel({ openClaimId = null }: { openClaimId?: number | null }) {
  const t = useT();
  const [search, setSearch] = useState<string | null>(null);
  const [claimId, setClaimId] = useState<number | null>(openClaimId);
  const claim = useStaffClaim(claimId);
  const [familyOf, setFamilyOf] = useState<number | null>(null);
  const reload = useReloadClaim(claimId ?? 0);
  const form = useForm<{ q: string }, unknown, { q: string }>({
    resolver: domainResolver(staffClaimSearchTextSchema(t)),
    defaultValues: { q: openClaimId === null ? '' : String(openClaimId) },
  });
  return (
    <Stack gap="lg">
      <SearchForm
        label={t('meritCsScreen.search.label')}
        description={t('meritCsScreen.search.hint')}
        field={form.register('q')}
        error={form.formState.errors.q?.message}
        searching={claim.isFetching}
        maxLength={STAFF_SEARCH_MAX}
        inputMode="text"
        onSubmit={(event) => {
          void form.handleSubmit(({ q }) => {
            setSearch(q);
            const id = claimIdOf(q);
            // The same id again: look again, claim, payments and audit trail, someone may have acted on it since.
            if (id !== null && id === claimId) void reload();
            else setClaimId(id);
          })(event);
        }}
      />
      {search !== null && <ClaimSearchResults query={search} onOpen={setClaimId} />}
      {claim.data !== undefined && (
        <>
          <ClaimResult key={claim.data.id} claim={claim.data} onOpenFamily={setFamilyOf} />
          {familyOf === claim.data.parent.userId && (
            <FamilyPanel
              parentUserId={familyOf}
              onClose={() => {
                setFamilyOf(null);
              }}
            />
          )}
          <ClaimPayments claimId={claim.data.id} />
          <ClaimAuditTrail claimId={claim.data.id} />
        </>
      )}
    </Stack>
  );
}
