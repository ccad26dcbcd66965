import { dashboardPathFor } from '../../lib/paths.ts';
import { isNotRegistered, type SessionUser } from '@ace/app-core/session';

/** Where a signed-in reviewer goes back to: their dashboard; null for someone who only holds the link. */
export function dashboardPathOf(user: SessionUser | null): string | null {
  return user === null || isNotRegistered(user) ? null : dashboardPathFor(user.type);
}
