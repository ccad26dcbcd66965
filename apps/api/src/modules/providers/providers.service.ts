import { randomInt } from 'node:crypto';
import {
  isBankReady,
  providerStatusChangedMessage,
  providerStatusLabelId,
  translate,
  type Merit,
  type ProviderStatus,
  type ServiceProviderUser,
} from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, RuleError, ServiceUnavailableError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import type { MeritsClient } from '../../integrations/identity/merits.ts';
import {
  confirmMembership,
  findMembership,
  findProviderByNumber,
  findProviderByOrganisation,
  insertProvider,
  keepOnlyMemberships,
  listProvidersByOrganisation,
  updateProviderStatus,
  upsertProviderUser,
  type ProviderRow,
} from './providers.repository.ts';
import { findUserByIdentity, type UserRow } from '../callers/callers.repository.ts';
import { notRegisteredError } from '../callers/callers.ts';

/** What checking a provider membership needs: the identity provider is asked again when the record is old. */
export type MembershipDependencies = Pick<AppDependencies, 'db' | 'merits' | 'clock' | 'config'>;

export function providerNotFound() {
  return new NotFoundError('PROVIDER_NOT_FOUND', translate('provider.notFound'));
}

export function providerView(provider: ProviderRow) {
  return {
    number: provider.number,
    name: provider.name,
    status: provider.status,
    isFauxServiceProvider: provider.isFauxServiceProvider,
    hasProvidedBankDetails: provider.hasProvidedBankDetails,
    hasHealthyBankConnection: provider.hasHealthyBankConnection,
  };
}

/** What the claim form learns from a provider number (spec section 7, provider lookup). */
export async function lookUpProvider(db: Executor, number: string) {
  const provider = await findProviderByNumber(db, number);
  if (!provider) throw new NotFoundError('PROVIDER_NOT_FOUND', translate('claim.provider.invalid'));
  return {
    number: provider.number,
    name: provider.name,
    status: provider.status,
    canReceivePayments: isBankReady(provider),
  };
}

function splitName(identity: Identity): { firstName: string; lastName: string } {
  const [firstName = identity.email, ...rest] = (identity.name ?? identity.email).trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** The organisations the person belongs to (accepted merits) that are registered providers. */
async function registeredMerits(db: Executor, merits: MeritsClient, identity: Identity) {
  const memberships = (await merits.listMerits(identity.agentId, identity.token)).filter(
    (merit) => merit.status === 'accepted',
  );
  const providers = await listProvidersByOrganisation(
    db,
    memberships.map((merit) => merit.id),
  );
  return { memberships, providers };
}

/**
 * GET /api/service-provider/access-merits; also confirms the memberships the identity provider lists and forgets
 * those it no longer lists.
 */
export async function accessMerits(
  { db, merits, clock }: Pick<AppDependencies, 'db' | 'merits' | 'clock'>,
  identity: Identity,
): Promise<{ merits: Merit[] }> {
  const { memberships, providers } = await registeredMerits(db, merits, identity);
  const user = await findUserByIdentity(db, 'ServiceProvider', identity);
  if (user) {
    await keepOnlyMemberships(
      db,
      user.id,
      providers.map((provider) => provider.id),
      clock(),
    );
  }
  const names = new Map(memberships.map((merit) => [merit.id, merit.name]));
  return {
    merits: providers.map((provider) => ({
      id: provider.organisationId,
      name: names.get(provider.organisationId) ?? provider.name,
    })),
  };
}

export function serviceProviderUserView(user: UserRow, provider: ProviderRow): ServiceProviderUser {
  return {
    type: 'ServiceProvider',
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    hasProvidedBankDetails: provider.hasProvidedBankDetails,
    hasHealthyBankConnection: provider.hasHealthyBankConnection,
    selectedOrg: { id: provider.organisationId, name: provider.name, providerNumber: provider.number },
  };
}

/**
 * Login-success for a provider organisation: the identity provider must list the organisation among the
 * person's accepted merits and the programme must have registered it. Records the membership.
 */
export async function serviceProviderLogin(
  { db, merits, clock }: Pick<AppDependencies, 'db' | 'merits' | 'clock'>,
  identity: Identity,
  organisationId: string,
): Promise<ServiceProviderUser> {
  const { providers } = await registeredMerits(db, merits, identity);
  const provider = providers.find((candidate) => candidate.organisationId === organisationId);
  if (!provider) throw notRegisteredError('ServiceProvider');
  const user = await upsertProviderUser(db, {
    email: identity.email,
    ...splitName(identity),
    agentId: identity.agentId,
    entityId: identity.entityId,
  });
  await confirmMembership(db, user.id, provider.id, clock());
  return serviceProviderUserView(user, provider);
}

/**
 * The providers the identity provider lists for the user now: their memberships are confirmed, the others
 * forgotten. While it cannot answer, nothing is changed and the request is refused (503): a membership is neither
 * trusted for ever nor forgotten because of an outage.
 */
async function confirmMembershipsNow(deps: MembershipDependencies, user: UserRow, identity: Identity) {
  const { providers } = await registeredMerits(deps.db, deps.merits, identity).catch((error: unknown) => {
    if (error instanceof ServiceUnavailableError) {
      throw new ServiceUnavailableError('MEMBERSHIP_UNCONFIRMED', translate('api.membershipUnconfirmed'));
    }
    throw error;
  });
  await keepOnlyMemberships(
    deps.db,
    user.id,
    providers.map((provider) => provider.id),
    deps.clock(),
  );
  return providers;
}

/**
 * The organisation's provider, for a user who is a member of it; anything else is not found. A membership is
 * recorded at login-success; once the identity provider confirmed it longer ago than MEMBERSHIP_RECHECK_SECONDS,
 * it is asked again (with the member's own token), so that someone removed from the organisation there loses it
 * here within that time, whether or not their browser asks for their organisations again.
 */
export async function requireMembership(deps: MembershipDependencies, identity: Identity, organisationId: string) {
  const user = await findUserByIdentity(deps.db, 'ServiceProvider', identity);
  const membership = user ? await findMembership(deps.db, user.id, organisationId) : undefined;
  if (!user || !membership) throw providerNotFound();
  if (deps.clock().getTime() - membership.confirmedAt.getTime() < deps.config.membershipRecheckMs) {
    return { user, provider: membership.provider };
  }
  const listed = (await confirmMembershipsNow(deps, user, identity)).find(
    (provider) => provider.organisationId === organisationId,
  );
  if (!listed) throw providerNotFound();
  return { user, provider: listed };
}

async function unusedProviderNumber(db: Executor): Promise<string> {
  for (;;) {
    const number = String(randomInt(100_000, 1_000_000));
    if (!(await findProviderByNumber(db, number))) return number;
  }
}

/** POST /api/service-provider/: support staff register an organisation as a provider. */
export async function registerProvider(
  db: Executor,
  input: { organisationId: string; name: string; number?: string | undefined; isFauxServiceProvider: boolean },
) {
  if (await findProviderByOrganisation(db, input.organisationId)) {
    throw new ConflictError('ORGANISATION_TAKEN', translate('provider.organisationTaken'));
  }
  if (input.number !== undefined && (await findProviderByNumber(db, input.number))) {
    throw new ConflictError('NUMBER_TAKEN', translate('provider.numberTaken', { number: input.number }));
  }
  const number = input.number ?? (await unusedProviderNumber(db));
  return providerView(
    await insertProvider(db, {
      number,
      name: input.name,
      organisationId: input.organisationId,
      isFauxServiceProvider: input.isFauxServiceProvider,
    }),
  );
}

/** PATCH /api/service-provider/status: Active and Inactive swap; the answer is the spec's sentence. */
export async function changeProviderStatus(db: Executor, number: string, status: ProviderStatus) {
  const provider = await findProviderByNumber(db, number);
  if (!provider) throw providerNotFound();
  const unchanged = () =>
    new RuleError(
      'STATUS_UNCHANGED',
      translate('meritCs.providerStatus.unchanged', { status: translate(providerStatusLabelId(status)) }),
    );
  if (provider.status === status) throw unchanged();
  // Conditional on the status read: of two changes at once, the second finds it already done.
  const updated = await updateProviderStatus(db, provider.id, provider.status, status);
  if (!updated) throw unchanged();
  return { provider: providerView(updated), message: providerStatusChangedMessage(provider.status, status, translate) };
}
