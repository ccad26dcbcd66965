import {
  centsToDollars,
  childFunds,
  payoutWaitsForBank,
  translate,
  type ClaimHistoryItem,
  type MeritCsUser,
  type ParentUser,
  type UserType,
} from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import {
  findParentByIdentity,
  findUserByIdentity,
  listChildrenWithClaims,
  type ParentRow,
  type UserRow,
} from './users.repository.ts';

type ChildRow = Awaited<ReturnType<typeof listChildrenWithClaims>>[number];

const notRegistered: Readonly<Record<UserType, () => ForbiddenError>> = {
  Parent: () => new ForbiddenError('NOT_REGISTERED', translate('login.parent.notEligible')),
  MeritCS: () => new ForbiddenError('NOT_REGISTERED', translate('login.meritCs.notRegistered')),
  ServiceProvider: () => new ForbiddenError('NOT_REGISTERED', translate('login.provider.notRegistered')),
};

/** The refusal for an identity that the programme has not registered as this type of user. */
export function notRegisteredError(type: UserType): ForbiddenError {
  return notRegistered[type]();
}

/** The registered user of this type behind the identity, or the not-registered refusal. */
export async function requireUser(db: Executor, type: UserType, identity: Identity): Promise<UserRow> {
  return requireUserOfTypes(db, [type], identity);
}

/** The user of the first of `types` the identity is registered as; anyone else is told they are not registered. */
export async function requireUserOfTypes(
  db: Executor,
  types: readonly [UserType, ...UserType[]],
  identity: Identity,
): Promise<UserRow> {
  for (const type of types) {
    const user = await findUserByIdentity(db, type, identity);
    if (user) return user;
  }
  throw notRegisteredError(types[0]);
}

/** The parent with their children's funds and claim history, as GET /api/user/parent answers. */
/** Who a parent is to the portal: the same on their dashboard and in their data archive. */
export function parentProfile(user: UserRow, parent: ParentRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    hasProvidedBankDetails: parent.hasProvidedBankDetails,
    hasHealthyBankConnection: parent.hasHealthyBankConnection,
  };
}

/** A child's available, pending and spent funds in dollars, from their award and claim totals. */
export function fundsInDollars(row: ChildRow): { available: number; pending: number; spent: number } {
  const funds = childFunds(row.awardCents, row);
  return {
    available: centsToDollars(funds.availableCents),
    pending: centsToDollars(funds.pendingCents),
    spent: centsToDollars(funds.spentCents),
  };
}

export async function parentView(db: Executor, user: UserRow, parent: ParentRow): Promise<ParentUser> {
  const rows = await listChildrenWithClaims(db, user.id);
  return {
    type: 'Parent',
    ...parentProfile(user, parent),
    children: rows.map((row) => {
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        schoolYear: row.schoolYear,
        homeSchooled: row.homeSchooled,
        dollars: fundsInDollars(row),
        claims: row.claims.map((claim): ClaimHistoryItem => ({
          id: claim.id,
          amount: centsToDollars(claim.amountCents),
          createdAt: claim.createdAt.toISOString(),
          status: claim.status,
          payoutWaitsForYourBank: payoutWaitsForBank(claim) === 'parent',
        })),
      };
    }),
  };
}

export function meritCsView(user: UserRow): MeritCsUser {
  return { type: 'MeritCS', id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

export async function getParentUser(db: Executor, identity: Identity): Promise<ParentUser> {
  const found = await findParentByIdentity(db, identity);
  if (!found) throw notRegisteredError('Parent');
  return parentView(db, found.user, found.parent);
}

export async function getMeritCsUser(db: Executor, identity: Identity): Promise<MeritCsUser> {
  return meritCsView(await requireUser(db, 'MeritCS', identity));
}

/** The user types the identity is registered as: what GET /api/user/ answers. */
export async function getRegistrations(db: Executor, identity: Identity) {
  const types: UserType[] = [];
  for (const type of ['Parent', 'MeritCS', 'ServiceProvider'] as const) {
    if (await findUserByIdentity(db, type, identity)) types.push(type);
  }
  return {
    email: identity.email,
    name: identity.name ?? null,
    agentId: identity.agentId,
    entityId: identity.entityId,
    types,
  };
}
