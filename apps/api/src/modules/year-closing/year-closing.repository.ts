import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { childAwards, children, schoolYears, users, yearEndSettlements } from '../../db/schema.ts';

/**
 * Closes an open year: a conditional update, so that of several processes closing it at once one changes the row
 * (true) and the others find it closed (false).
 */
export async function closeOpenSchoolYear(db: Executor, startYear: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(schoolYears)
    .set({ state: 'closed', closedAt: at })
    .where(and(eq(schoolYears.startYear, startYear), eq(schoolYears.state, 'open')))
    .returning({ startYear: schoolYears.startYear });
  return rows.length > 0;
}

/** A child's award of a closed year that may still hold unsettled funds, with the parent whose family it locks. */
export interface UnsettledAward {
  childId: number;
  parentId: number;
  schoolYear: number;
}

const unsettledSchema = z.object({
  rows: z.array(z.object({ child_id: z.number(), parent_id: z.number(), school_year: z.number() })),
});

/**
 * The awards of closed years whose funds are not all spent, held or settled: the candidates the closing job settles,
 * each decided again under the family's lock by the domain's rule (unsettledCents). The same sum, in SQL, to find
 * them without reading every award of every closed year.
 */
export async function listUnsettledAwards(db: Executor): Promise<UnsettledAward[]> {
  const rows = await db.execute(sql`
    select a.child_id, c.parent_id, a.school_year
    from child_awards a
    join school_years y on y.start_year = a.school_year and y.state = 'closed'
    join children c on c.id = a.child_id
    left join child_year_claim_totals t on t.child_id = a.child_id and t.school_year = a.school_year
    where a.amount_cents
      + coalesce((select sum(s.rolled_over_cents) from year_end_settlements s
                  where s.child_id = a.child_id and s.into_year = a.school_year), 0)
      - coalesce((select sum(s.rolled_over_cents + s.lapsed_cents) from year_end_settlements s
                  where s.child_id = a.child_id and s.school_year = a.school_year), 0)
      - coalesce(t.pending_cents, 0) - coalesce(t.spent_cents, 0) > 0
    order by a.school_year, a.child_id`);
  return unsettledSchema.parse(rows).rows.map((row) => ({
    childId: row.child_id,
    parentId: row.parent_id,
    schoolYear: row.school_year,
  }));
}

/** Gives the child an award of the year to roll into, of nothing, when they hold none (a roll-over adds to it). */
export async function ensureAward(db: Executor, childId: number, schoolYear: number) {
  await db.insert(childAwards).values({ childId, schoolYear, amountCents: 0 }).onConflictDoNothing();
}

export async function insertSettlement(db: Executor, values: typeof yearEndSettlements.$inferInsert): Promise<number> {
  const [row] = await db.insert(yearEndSettlements).values(values).returning({ id: yearEndSettlements.id });
  if (!row) throw new Error('The settlement was not recorded');
  return row.id;
}

/** The child a year-end e-mail is about, with their parent's address and language. */
export async function findChildWithParent(db: Executor, childId: number) {
  const [row] = await db
    .select({
      firstName: children.firstName,
      lastName: children.lastName,
      email: users.email,
      language: users.language,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.parentId))
    .where(eq(children.id, childId));
  return row;
}
