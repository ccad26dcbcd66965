import {
  centsToDollars,
  payoutWaitsForBank,
  programmeDate,
  type Funds,
  type ClaimHistoryItem,
  type MeritCsUser,
  type ParentUser,
  type ProgrammeYears,
  type UserType,
} from '@ace/domain';
import type { Database, Executor } from '../../db/client.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import { childrenYears, yearsOfChildren, type ChildYears, type YearFunds } from '../awards/child-funds.ts';
import { programmeSchoolYears, readSchoolYears } from '../school-years/school-years.service.ts';
import { findUserByIdentity, type ParentRow, type UserRow } from '../callers/callers.repository.ts';
import { listDashboardChildren } from './users.repository.ts';

/** Who a parent is to the portal: the same on their dashboard and in their data archive. */
export function parentProfile(user: UserRow, parent: ParentRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    hasProvidedBankDetails: parent.hasProvidedBankDetails,
    hasHealthyBankConnection: parent.hasHealthyBankConnection,
  };
}

/** Available, pending, spent and held (for pre-approvals) funds in dollars. */
export function fundsInDollars(funds: Funds): { available: number; pending: number; spent: number; held: number } {
  return {
    available: centsToDollars(funds.availableCents),
    pending: centsToDollars(funds.pendingCents),
    spent: centsToDollars(funds.spentCents),
    held: centsToDollars(funds.heldCents),
  };
}

/** The children's funds in each of their years on `now`'s day (ADR 0028), by child id. */
export async function childrenFunds(
  db: Executor,
  children: readonly { id: number; schoolYear: number | null }[],
  now: Date,
): Promise<Map<number, ChildYears>> {
  return childrenYears(db, await readSchoolYears(db), children, programmeDate(now));
}

function nextInstalmentOf(funds: YearFunds) {
  const next = funds.nextInstalment;
  return next ? { date: next.arrivesOn, amount: centsToDollars(next.amountCents) } : null;
}

/**
 * The parent with their children's funds and claim history, as GET /api/user/parent answers: each child's current
 * year (its school year and funds, as the specification's card shows them), its next instalment, and the child's
 * other years beside it.
 */
async function viewOf(
  db: Executor,
  years: ProgrammeYears,
  user: UserRow,
  parent: ParentRow,
  now: Date,
): Promise<ParentUser> {
  const { children: rows, funds: childrenFunds, audits } = await listDashboardChildren(db, user.id);
  const funds = yearsOfChildren(childrenFunds, years, rows, programmeDate(now), audits);
  return {
    type: 'Parent',
    ...parentProfile(user, parent),
    children: rows.map((row) => {
      const years = funds.get(row.id);
      if (!years) throw new Error(`No funds for child ${String(row.id)}`);
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        schoolYear: years.current.schoolYear,
        homeSchooled: row.homeSchooled,
        dollars: fundsInDollars(years.current),
        nextInstalment: nextInstalmentOf(years.current),
        otherYears: years.others.flatMap((year) =>
          year.schoolYear === null ? [] : [{ schoolYear: year.schoolYear, dollars: fundsInDollars(year) }],
        ),
        yearEnd: years.yearEnd,
        recovered: years.recovered,
        claims: row.claims.map((claim): ClaimHistoryItem => ({
          id: claim.id,
          amount: centsToDollars(claim.amountCents),
          createdAt: claim.createdAt,
          status: claim.status,
          payoutWaitsForYourBank: payoutWaitsForBank(claim) === 'parent',
          appealWaiting: claim.appealWaiting,
        })),
      };
    }),
  };
}

/** The parent's view with the programme's years as the database has them now (read in this transaction). */
export async function parentView(db: Executor, user: UserRow, parent: ParentRow, now: Date): Promise<ParentUser> {
  return viewOf(db, await readSchoolYears(db), user, parent, now);
}

/**
 * The parent's dashboard (GET /api/user/parent, read on every visit): the programme's years as this process keeps
 * them (programmeSchoolYears, at most SCHOOL_YEARS_KEPT_MS old, as the claim form reads them), a query fewer.
 */
export async function parentDashboard(db: Database, user: UserRow, parent: ParentRow, now: Date): Promise<ParentUser> {
  return viewOf(db, await programmeSchoolYears(db), user, parent, now);
}

export function meritCsView(user: UserRow): MeritCsUser {
  return { type: 'MeritCS', id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

/** The user types the identity is registered as: what GET /api/user/ answers. */
export async function getRegistrations(db: Executor, identity: Identity) {
  const types: UserType[] = [];
  for (const type of ['Parent', 'MeritCS', 'ServiceProvider'] as const) {
    if (await findUserByIdentity(db, type, identity)) types.push(type);
  }
  return {
    email: identity.email,
    name: identity.name ?? null,
    agentId: identity.agentId,
    entityId: identity.entityId,
    types,
  };
}
