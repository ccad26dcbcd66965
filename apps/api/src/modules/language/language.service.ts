import { USER_TYPES, translate, type LanguageChoice, type Locale } from '@ace/domain';
import type { Executor } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { findUserByIdentity, type UserRow } from '../callers/callers.repository.ts';
import { setUsersLanguage } from './language.repository.ts';

/** The person's registrations, one per user type they are registered as (parent, support staff, provider). */
async function registrationsOf(db: Executor, identity: Identity): Promise<UserRow[]> {
  const found: UserRow[] = [];
  for (const type of USER_TYPES) {
    const user = await findUserByIdentity(db, type, identity);
    if (user) found.push(user);
  }
  return found;
}

/** GET /api/user/language: the language the person chose; null until they choose (or while none is registered). */
export async function languageOf(db: Executor, identity: Identity): Promise<LanguageChoice> {
  const registrations = await registrationsOf(db, identity);
  return { language: registrations.find((user) => user.language !== null)?.language ?? null };
}

/**
 * PUT /api/user/language: the person's language, kept on each of their registrations, so that whatever they sign
 * in as, and every e-mail to them, follows it. Someone the programme has not registered has nowhere to keep it.
 */
export async function changeLanguage(db: Executor, identity: Identity, language: Locale): Promise<LanguageChoice> {
  const registrations = await registrationsOf(db, identity);
  if (registrations.length === 0) throw new ForbiddenError('NOT_REGISTERED', translate('api.forbidden'));
  await setUsersLanguage(
    db,
    registrations.map((user) => user.id),
    language,
  );
  return { language };
}
