import { centsToDollars, type ClaimStatus, type StaffClaimRow } from '@ace/domain';
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

/** A row read with `staffClaimColumns`. */
export interface StaffClaimColumnsRow {
  id: number;
  status: ClaimStatus;
  amountCents: number;
  createdAt: Date;
  childFirstName: string;
  childLastName: string;
  parentFirstName: string;
  parentLastName: string;
  parentEmail: string;
  providerNumber: string | null;
  providerName: string | null;
}

/** A claim of a staff list as its row shows it (the search's rows; the work queue's before what its tab adds). */
export function staffClaimRow(row: StaffClaimColumnsRow): StaffClaimRow {
  return {
    id: row.id,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    child: { firstName: row.childFirstName, lastName: row.childLastName },
    parent: { firstName: row.parentFirstName, lastName: row.parentLastName, email: row.parentEmail },
    serviceProvider:
      row.providerNumber === null || row.providerName === null
        ? null
        : { number: row.providerNumber, name: row.providerName },
    createdAt: row.createdAt.toISOString(),
  };
}
