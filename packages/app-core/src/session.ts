import { meritSchema, userSchema, userTypeSchema, type ParentUser, type User } from '@ace/domain';
import { z } from 'zod';

/**
 * A person who signed in for a role the programme has no record of (a parent without a parent record, support
 * staff not registered as such, a provider user of no registered organisation): they see
 * only that role's not-eligible or not-registered screen (spec section 2), until they log out.
 */
export const notRegisteredUserSchema = z.object({
  type: userTypeSchema,
  notRegistered: z.literal(true),
  email: z.string(),
});
export type NotRegisteredUser = z.infer<typeof notRegisteredUserSchema>;

export type SessionUser = User | NotRegisteredUser;

/** The session store of spec section 3: the user, the selected organisation and the redirect user type. */
export const sessionSchema = z.object({
  user: z.union([userSchema, notRegisteredUserSchema]).nullable(),
  selectedOrg: meritSchema.nullable(),
  redirectUserType: userTypeSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const signedOut: Session = { user: null, selectedOrg: null, redirectUserType: null };

export function isNotRegistered(user: SessionUser): user is NotRegisteredUser {
  return 'notRegistered' in user;
}

/** A parent who may use the portal: registered, with at least one child. */
export function eligibleParent(user: SessionUser | null): ParentUser | null {
  if (user?.type !== 'Parent' || isNotRegistered(user)) return null;
  return user.children.length > 0 ? user : null;
}
