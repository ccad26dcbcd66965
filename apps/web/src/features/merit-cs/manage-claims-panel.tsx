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

/** A panel to bring into view once it shows: the claim or the family opened, each time staff open one. */
export interface RevealRequest {
  /** The claim id, or the family's parent user id. */
  id: number;
  /** A new number for each request. */
  count: number;
}

/** The request's number for the panel of `id`: 0 (nothing to reveal) when the request is for another. */
export function revealCountFor(request: RevealRequest | null, id: number): number {
  return request?.id === id ? request.count : 0;
}

/**
 * 'Manage claims' (spec section 2, issue 14): one box finds claims by id, student, parent (name or e-mail) or
 * provider (name or number); the results download as CSV; a claim opened shows what can be changed about it, its
 * payouts and its audit trail, and its family's details on demand. The search and the claim opened are the address's
 * (the dashboard's view, `onShow` changes them); a claim or a family opened is brought into view, as it opens below
 * the results (`claimReveal` for a claim opened from elsewhere, the work queue).
 */
export function ManageClaimsPanel({
  search,
  claimId,
  claimReveal,
  onShow,
}: {
  search: string | null;
  claimId: number | null;
  claimReveal: RevealRequest | null;
  onShow: (view: { search: string | null; claimId: number | null }) => void;
}) {
  const t = useT();
  const claim = useStaffClaim(claimId);
  const [familyOf, setFamilyOf] = useState<number | null>(null);
  const [familyReveal, setFamilyReveal] = useState<RevealRequest | null>(null);
  const reload = useReloadClaim(claimId ?? 0);
  const form = useForm<{ q: string }, unknown, { q: string }>({
    resolver: domainResolver(staffClaimSearchTextSchema(t)),
    // The box shows what the address searched for, or the claim it opened.
    values: { q: search ?? (claimId === null ? '' : String(claimId)) },
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
            const id = claimIdOf(q);
            // The same id again: look again, claim, payments and audit trail, someone may have acted on it since.
            if (id !== null && id === claimId) void reload();
            onShow({ search: q, claimId: id });
          })(event);
        }}
      />
      {search !== null && (
        <ClaimSearchResults
          query={search}
          onOpen={(id) => {
            onShow({ search, claimId: id });
          }}
        />
      )}
      {claimId !== null && claim.data?.id === claimId && (
        <>
          <ClaimResult
            key={claim.data.id}
            claim={claim.data}
            revealRequest={revealCountFor(claimReveal, claim.data.id)}
            onOpenFamily={(parentUserId) => {
              setFamilyOf(parentUserId);
              setFamilyReveal((request) => ({ id: parentUserId, count: (request?.count ?? 0) + 1 }));
            }}
          />
          {familyOf === claim.data.parent.userId && (
            <FamilyPanel
              parentUserId={familyOf}
              revealRequest={revealCountFor(familyReveal, familyOf)}
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
