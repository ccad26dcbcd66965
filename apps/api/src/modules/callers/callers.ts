import { translate, type UserType } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { findUserByIdentity, type UserRow } from './callers.repository.ts';

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
