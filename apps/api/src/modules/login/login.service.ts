import { translate, type MeritCsUser, type ParentUser } from '@ace/domain';
import type { Database } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { findParent, linkIdentity } from '../users/users.repository.ts';
import { meritCsView, parentView } from '../users/users.service.ts';
import { notRegisteredError, requireUser } from '../callers/callers.ts';

/** Links the registered user to the identity the first time; refuses a user already linked to someone else. */
async function linkRegisteredUser(db: Database, type: 'Parent' | 'MeritCS', identity: Identity, supportEmail: string) {
  const user = await requireUser(db, type, identity);
  if (!(await linkIdentity(db, user.id, identity))) {
    throw new ConflictError(
      'IDENTITY_LINKED_ELSEWHERE',
      translate('api.identityLinkedElsewhere', { email: supportEmail }),
    );
  }
  return user;
}

export async function parentLoginSuccess(
  db: Database,
  identity: Identity,
  supportEmail: string,
  now: Date,
): Promise<ParentUser> {
  const user = await linkRegisteredUser(db, 'Parent', identity, supportEmail);
  const parent = await findParent(db, user.id);
  if (!parent) throw notRegisteredError('Parent');
  return parentView(db, user, parent, now);
}

export async function meritCsLoginSuccess(
  db: Database,
  identity: Identity,
  supportEmail: string,
): Promise<MeritCsUser> {
  return meritCsView(await linkRegisteredUser(db, 'MeritCS', identity, supportEmail));
}
