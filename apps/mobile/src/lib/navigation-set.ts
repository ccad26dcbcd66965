import { eligibleParent, type Session } from '@ace/app-core/session';

/** What the app shows: the splash (pre-login), NotEligible only, or the parent's screens. */
export type MobileScreens = 'preLogin' | 'notEligible' | 'parent';

/**
 * The navigation set of the stored session (spec section 2, 'Parent on native'). Only parents sign in here: a
 * stored user of another type sees the splash. A parent without children or without a parent record sees only
 * NotEligible.
 */
export function mobileScreensOf(session: Session): MobileScreens {
  const user = session.user;
  if (user?.type !== 'Parent') return 'preLogin';
  return eligibleParent(user) === null ? 'notEligible' : 'parent';
}
