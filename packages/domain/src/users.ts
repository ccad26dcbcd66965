import { z } from 'zod';
import { translate, type Translate } from './messages/translate.ts';
import type { Platform } from './platform.ts';
import { requiredText } from './text-fields.ts';

export const USER_TYPES = ['Parent', 'MeritCS', 'ServiceProvider'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The user type a login flow was started for; anything else is 'Invalid user type' (spec section 8). */
export function parseUserType(value: unknown, t: Translate = translate): UserType {
  const type = USER_TYPES.find((known) => known === value);
  if (type === undefined) throw new Error(t('login.invalidUserType'));
  return type;
}

/** The five navigation sets of spec section 2. */
export type NavigationSet = 'parentWeb' | 'parentNative' | 'meritCs' | 'serviceProvider' | 'preLogin';

/** The part of the stored session that decides the navigation set. */
export interface NavigationSession {
  /** Registered: the programme has a record of the person in this role (false shows only the not-registered screen). */
  user: { type: UserType; registered: boolean } | null;
  selectedOrgId: string | null;
}

/**
 * The navigation set, chosen in the specification's priority order: parent on web, parent on native, support
 * staff, service provider, otherwise pre-login. A service provider without a selected organisation is an
 * invalid state and throws.
 */
export function navigationSetFor(session: NavigationSession, platform: Platform): NavigationSet {
  switch (session.user?.type) {
    case 'Parent':
      return platform === 'web' ? 'parentWeb' : 'parentNative';
    case 'MeritCS':
      return 'meritCs';
    case 'ServiceProvider':
      if (session.user.registered && session.selectedOrgId === null)
        throw new Error('A service provider is signed in without an organisation');
      return 'serviceProvider';
    case undefined:
      return 'preLogin';
  }
}

/** The Select Organisation modal. */
export function selectOrganisationSchema(t: Translate = translate) {
  return z.strictObject({
    orgId: requiredText(t('login.selectOrg.required'), { t }),
  });
}
