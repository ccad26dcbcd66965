import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { parents, serviceProviders, users } from '../../db/schema.ts';

/** Who holds a bank connection: a parent (payTo User) or a provider organisation (payTo Vendor). */
export type BankOwner = { kind: 'parent'; userId: number } | { kind: 'provider'; providerId: number };

export interface OwnerBank {
  hasProvidedBankDetails: boolean;
  hasHealthyBankConnection: boolean;
  bankCustomerRef: string | null;
  bankFundingSourceRef: string | null;
}

/** The bank columns, which parents and service providers name alike. */
type BankColumns = Pick<typeof parents, keyof OwnerBank> | Pick<typeof serviceProviders, keyof OwnerBank>;

function bankColumns(table: BankColumns) {
  return {
    hasProvidedBankDetails: table.hasProvidedBankDetails,
    hasHealthyBankConnection: table.hasHealthyBankConnection,
    bankCustomerRef: table.bankCustomerRef,
    bankFundingSourceRef: table.bankFundingSourceRef,
  };
}

export function sameOwner(a: BankOwner, b: BankOwner): boolean {
  return a.kind === 'parent'
    ? b.kind === 'parent' && a.userId === b.userId
    : b.kind === 'provider' && a.providerId === b.providerId;
}

export async function findOwnerBank(db: Executor, owner: BankOwner): Promise<OwnerBank | undefined> {
  const rows =
    owner.kind === 'parent'
      ? await db.select(bankColumns(parents)).from(parents).where(eq(parents.userId, owner.userId))
      : await db
          .select(bankColumns(serviceProviders))
          .from(serviceProviders)
          .where(eq(serviceProviders.id, owner.providerId));
  return rows[0];
}

/** Changes the owner's bank columns where `condition` holds of them; true when it did. */
async function updateOwnerBank(
  db: Executor,
  owner: BankOwner,
  values: Partial<OwnerBank>,
  condition: (columns: BankColumns) => SQL | undefined = () => undefined,
): Promise<boolean> {
  const rows =
    owner.kind === 'parent'
      ? await db
          .update(parents)
          .set(values)
          .where(and(eq(parents.userId, owner.userId), condition(parents)))
          .returning({ id: parents.userId })
      : await db
          .update(serviceProviders)
          .set(values)
          .where(and(eq(serviceProviders.id, owner.providerId), condition(serviceProviders)))
          .returning({ id: serviceProviders.id });
  return rows.length > 0;
}

/** Records the owner's customer at the bank unless one is recorded already; answers the one that is. */
export async function rememberCustomer(db: Executor, owner: BankOwner, ref: string): Promise<string> {
  await updateOwnerBank(db, owner, { bankCustomerRef: ref }, (columns) => isNull(columns.bankCustomerRef));
  const stored = (await findOwnerBank(db, owner))?.bankCustomerRef;
  if (stored == null) throw new Error('The bank owner vanished while its customer was recorded');
  return stored;
}

/** Everyone whose customer at the bank this is (at most one, unless something went wrong). */
export async function findCustomerHolders(db: Executor, customerRef: string): Promise<BankOwner[]> {
  const parentRows = await db
    .select({ userId: parents.userId })
    .from(parents)
    .where(eq(parents.bankCustomerRef, customerRef));
  const providerRows = await db
    .select({ providerId: serviceProviders.id })
    .from(serviceProviders)
    .where(eq(serviceProviders.bankCustomerRef, customerRef));
  return [
    ...parentRows.map((row) => ({ kind: 'parent' as const, userId: row.userId })),
    ...providerRows.map((row) => ({ kind: 'provider' as const, providerId: row.providerId })),
  ];
}

/**
 * Marks the owner's bank as provided and healthy, paying into this funding source. True when that changed
 * anything: a connection that was not healthy before, or another account.
 */
export async function markBankHealthy(db: Executor, owner: BankOwner, fundingSourceRef: string): Promise<boolean> {
  return updateOwnerBank(
    db,
    owner,
    { hasProvidedBankDetails: true, hasHealthyBankConnection: true, bankFundingSourceRef: fundingSourceRef },
    (columns) =>
      or(
        eq(columns.hasHealthyBankConnection, false),
        eq(columns.hasProvidedBankDetails, false),
        isNull(columns.bankFundingSourceRef),
        ne(columns.bankFundingSourceRef, fundingSourceRef),
      ),
  );
}

/**
 * The owner's bank can no longer receive money (removed, or refused by the bank); with a funding source, only while
 * the owner still pays into that one.
 */
export async function markBankUnhealthy(db: Executor, owner: BankOwner, fundingSourceRef?: string): Promise<void> {
  await updateOwnerBank(db, owner, { hasHealthyBankConnection: false }, (columns) =>
    fundingSourceRef === undefined ? undefined : eq(columns.bankFundingSourceRef, fundingSourceRef),
  );
}

/** A registered parent by e-mail, as a bank owner (the demo seed). */
export async function findParentOwnerByEmail(db: Executor, email: string): Promise<BankOwner | undefined> {
  const rows = await db
    .select({ userId: parents.userId })
    .from(parents)
    .innerJoin(users, eq(users.id, parents.userId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] === undefined ? undefined : { kind: 'parent', userId: rows[0].userId };
}
