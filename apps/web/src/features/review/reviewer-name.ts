import { REVIEWER_NAME_MAX } from '@ace/domain';
import { isNotRegistered, type SessionUser } from '@ace/app-core/session';

/**
 * The reviewer name a signed-in reviewer starts from (issue 36): the name on the account of support staff and of a
 * provider's member, which they may still change; empty for anyone else, who types it.
 */
export function reviewerNameOf(user: SessionUser | null): string {
  if (user === null || isNotRegistered(user) || user.type === 'Parent') return '';
  return `${user.firstName} ${user.lastName}`.trim().slice(0, REVIEWER_NAME_MAX);
}
