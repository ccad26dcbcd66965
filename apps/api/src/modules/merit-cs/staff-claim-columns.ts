import { children, claims, serviceProviders, users } from '../../db/schema.ts';

/**
 * What a staff list (the claim search, the work queue) reads of a claim: its own columns, the child's and the parent's
 * names, the parent's e-mail and the provider, from claims joined to children, users (the parent) and, left joined,
 * service_providers.
 */
export const staffClaimColumns = {
  id: claims.id,
  status: claims.status,
  amountCents: claims.amountCents,
  createdAt: claims.createdAt,
  childFirstName: children.firstName,
  childLastName: children.lastName,
  parentFirstName: users.firstName,
  parentLastName: users.lastName,
  parentEmail: users.email,
  providerNumber: serviceProviders.number,
  providerName: serviceProviders.name,
};
