import type { ClaimStatus, PayTo } from '@ace/domain';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instantText } from '../../db/instant-text.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { children, claimAppeals, claims, parents, users } from '../../db/schema.ts';
import type { Identity } from '../../integrations/identity/token-verifier.ts';
import {
  auditTakesColumns,
  auditTakesOf,
  childrenFundsColumns,
  childrenFundsOf,
  type AuditTakes,
  type ChildrenFunds,
} from '../awards/awards.repository.ts';

/** Links a registered user to the identity; false when the user is already linked to someone else. */
export async function linkIdentity(db: Executor, userId: number, identity: Identity): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ agentId: identity.agentId, entityId: identity.entityId })
    .where(and(eq(users.id, userId), or(isNull(users.entityId), eq(users.entityId, identity.entityId))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findParent(db: Executor, userId: number) {
  const rows = await db.select().from(parents).where(eq(parents.userId, userId)).limit(1);
  return rows[0];
}

const childrenWithClaims = preparedQuery(
  'children_with_claims',
  (db, name) =>
    db
      .select({
        child: {
          id: children.id,
          firstName: children.firstName,
          lastName: children.lastName,
          schoolYear: children.schoolYear,
          homeSchooled: children.homeSchooled,
        },
        claim: {
          id: claims.id,
          amountCents: claims.amountCents,
          createdAt: claims.createdAt,
          status: claims.status,
          payTo: claims.payTo,
          payoutWaitingSince: claims.payoutWaitingSince,
        },
      })
      .from(children)
      .leftJoin(claims, eq(claims.childId, children.id))
      .where(eq(children.parentId, sql.placeholder('parentId')))
      .orderBy(children.id, desc(claims.createdAt), desc(claims.id))
      .prepare(name),
  'once',
);

/** A parent's children, each with all its claims (newest first), in one query: what their data archive lists. */
export async function listChildrenWithClaims(db: Executor, parentId: number) {
  const rows = await childrenWithClaims(db).execute({ parentId });
  const byChild = new Map<
    number,
    (typeof rows)[number]['child'] & { claims: NonNullable<(typeof rows)[number]['claim']>[] }
  >();
  for (const row of rows) {
    const child = byChild.get(row.child.id) ?? { ...row.child, claims: [] };
    if (row.claim) child.claims.push(row.claim);
    byChild.set(row.child.id, child);
  }
  return [...byChild.values()];
}

type ClaimTuple = [
  id: number,
  amountCents: number,
  createdAt: string,
  status: ClaimStatus,
  payTo: PayTo,
  payoutWaitingSince: string | null,
  appealWaiting: boolean,
];

const dashboardChildren = preparedQuery(
  'dashboard_children',
  (db, name) =>
    db
      .select({
        id: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        schoolYear: children.schoolYear,
        homeSchooled: children.homeSchooled,
        claims: sql<ClaimTuple[]>`(
        select coalesce(json_agg(json_build_array(c.id, c.amount_cents, ${instantText(sql`c.created_at`)}, c.status,
          c.pay_to, c.payout_waiting_since, c.status = 'Rejected' and exists (
            select 1 from ${claimAppeals} ap where ap.claim_id = c.id and ap.state = 'open'))
          order by c.created_at desc, c.id desc), '[]')
        from claims c where c.child_id = children.id)`,
        ...childrenFundsColumns(sql`= children.id`),
        ...auditTakesColumns(sql`= children.id`),
      })
      .from(children)
      .where(eq(children.parentId, sql.placeholder('parentId')))
      .orderBy(children.id)
      .prepare(name),
  'once',
);

/**
 * A parent's children, each with all its claims (newest first), and their funds (their awards, their claims' totals
 * per year, their settlements and what audits took, modules/awards/child-funds.ts), in one statement of one row per child: the
 * dashboard reads it on every visit, so it is one round trip, as before the school years (issue 30) it was
 * (bench/results/years-before-after.md).
 */
export async function listDashboardChildren(db: Executor, parentId: number) {
  const rows = await dashboardChildren(db).execute({ parentId });
  const funds: ChildrenFunds = { awards: [], totals: [], settlements: [], holds: [] };
  const audits: AuditTakes = {
    recoveries: [],
    takes: [],
  };
  const list = rows.map(({ claims: claimTuples, awards, totals, settlements, holds, recoveries, takes, ...child }) => {
    const own = childrenFundsOf({ awards, totals, settlements, holds });
    funds.awards.push(...own.awards);
    funds.totals.push(...own.totals);
    funds.settlements.push(...own.settlements);
    funds.holds.push(...own.holds);
    const taken = auditTakesOf({ recoveries, takes });
    audits.recoveries.push(...taken.recoveries);
    audits.takes.push(...taken.takes);
    return {
      ...child,
      // The instant as the answer writes it: no Date made and written again for each claim of the family.
      claims: claimTuples.map(([id, amountCents, createdAt, status, payTo, payoutWaitingSince, appealWaiting]) => ({
        id,
        amountCents,
        createdAt,
        status,
        payTo,
        payoutWaitingSince: payoutWaitingSince === null ? null : new Date(payoutWaitingSince),
        appealWaiting,
      })),
    };
  });
  return { children: list, funds, audits };
}
