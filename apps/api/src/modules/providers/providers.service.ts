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
import type { Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, RuleError } from '../../errors.ts';
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
import { findUserByIdentity, type UserRow } from '../users/users.repository.ts';
import { notRegisteredError } from '../users/users.service.ts';

function providerNotFound() {
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

/** GET /api/service-provider/access-merits; also forgets memberships the identity provider no longer lists. */
export async function accessMerits(
  db: Executor,
  merits: MeritsClient,
  identity: Identity,
): Promise<{ merits: Merit[] }> {
  const { memberships, providers } = await registeredMerits(db, merits, identity);
  const user = await findUserByIdentity(db, 'ServiceProvider', identity);
  if (user) {
    await keepOnlyMemberships(
      db,
      user.id,
      providers.map((provider) => provider.id),
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
  db: Executor,
  merits: MeritsClient,
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
  await confirmMembership(db, user.id, provider.id);
  return serviceProviderUserView(user, provider);
}

/** The organisation's provider, for a user who is a confirmed member of it; anything else is not found. */
export async function requireMembership(db: Executor, identity: Identity, organisationId: string) {
  const user = await findUserByIdentity(db, 'ServiceProvider', identity);
  const provider = user ? await findMembership(db, user.id, organisationId) : undefined;
  if (!user || !provider) throw providerNotFound();
  return { user, provider };
}

export async function getServiceProviderUser(db: Executor, identity: Identity, organisationId: string) {
  const { user, provider } = await requireMembership(db, identity, organisationId);
  return serviceProviderUserView(user, provider);
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
