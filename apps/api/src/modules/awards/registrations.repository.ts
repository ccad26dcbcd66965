import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { upsertChildAward } from './awards.repository.ts';
import { childAwards, children, parents, serviceProviders, users } from '../../db/schema.ts';

/**
 * How people and organisations come to be registered with the programme: the award list import, the demo seed
 * and support staff. Every write here is idempotent.
 */

async function findUserIdByEmail(db: Executor, type: 'Parent' | 'MeritCS', email: string): Promise<number | undefined> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, type), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return rows[0]?.id;
}

async function upsertUser(
  db: Executor,
  type: 'Parent' | 'MeritCS',
  person: { email: string; firstName: string; lastName: string },
) {
  const existing = await findUserIdByEmail(db, type, person.email);
  if (existing !== undefined) {
    await db
      .update(users)
      .set({ firstName: person.firstName, lastName: person.lastName })
      .where(eq(users.id, existing));
    return existing;
  }
  const rows = await db
    .insert(users)
    .values({ type, ...person })
    .returning({ id: users.id });
  const [row] = rows;
  if (!row) throw new Error('insert returned no user');
  return row.id;
}

/** Registers a parent by e-mail (names updated when they changed); returns the parent's user id. */
export async function upsertParentByEmail(
  db: Executor,
  person: { email: string; firstName: string; lastName: string },
) {
  const userId = await upsertUser(db, 'Parent', person);
  await db.insert(parents).values({ userId }).onConflictDoNothing();
  return userId;
}

export async function setParentBank(
  db: Executor,
  userId: number,
  flags: { hasProvidedBankDetails: boolean; hasHealthyBankConnection: boolean },
) {
  await db.update(parents).set(flags).where(eq(parents.userId, userId));
}

/**
 * The same child of a parent as an award names: same names (in any case) and the same school year, or, for an award
 * of a year, the same names with another year (the child's award of a new year, ADR 0028), their latest first. A child
 * without a school year is only ever the same as one without a year.
 */
function sameChild(kid: { parentId: SQL; firstName: SQL; lastName: SQL; schoolYear: SQL }) {
  return sql`(select ${children.id} from ${children}
    where ${children.parentId} = ${kid.parentId}
      and lower(${children.firstName}) = lower(${kid.firstName})
      and lower(${children.lastName}) = lower(${kid.lastName})
      and (${children.schoolYear} is not distinct from ${kid.schoolYear}
        or (${children.schoolYear} is not null and ${kid.schoolYear} is not null))
    order by ${children.schoolYear} is not distinct from ${kid.schoolYear} desc, ${children.schoolYear} desc nulls last
    limit 1)`;
}

/**
 * Registers a child's award of a school year: the same child (sameChild) is given it, or has its amount updated;
 * a child the programme does not have yet is registered with that year. Returns the child's id.
 */
export async function upsertAwardedChild(
  db: Executor,
  child: {
    parentId: number;
    firstName: string;
    lastName: string;
    schoolYear: number | null;
    homeSchooled: boolean;
    awardCents: number;
  },
): Promise<number> {
  const { parentId, firstName, lastName, schoolYear, homeSchooled, awardCents } = child;
  const found = await db.execute(
    sql`select ${sameChild({
      parentId: sql`${child.parentId}::integer`,
      firstName: sql`${child.firstName}::text`,
      lastName: sql`${child.lastName}::text`,
      schoolYear: sql`${child.schoolYear}::integer`,
    })} as id`,
  );
  const existing = z.object({ rows: z.array(z.object({ id: z.number().nullable() })) }).parse(found).rows[0]?.id;
  const id = existing ?? (await insertChild(db, { parentId, firstName, lastName, schoolYear, homeSchooled }));
  if (existing) await db.update(children).set({ homeSchooled: child.homeSchooled }).where(eq(children.id, existing));
  await upsertChildAward(db, { childId: id, schoolYear: child.schoolYear, amountCents: awardCents });
  return id;
}

async function insertChild(db: Executor, child: typeof children.$inferInsert): Promise<number> {
  const inserted = await db.insert(children).values(child).returning({ id: children.id });
  const [row] = inserted;
  if (!row) throw new Error('insert returned no child');
  return row.id;
}

export async function upsertMeritCs(db: Executor, person: { email: string; firstName: string; lastName: string }) {
  return upsertUser(db, 'MeritCS', person);
}

/** Registers an organisation as a provider under its number, or updates it; returns the provider's id. */
export async function upsertServiceProvider(
  db: Executor,
  provider: typeof serviceProviders.$inferInsert,
): Promise<number> {
  const rows = await db
    .insert(serviceProviders)
    .values(provider)
    .onConflictDoUpdate({
      target: serviceProviders.organisationId,
      set: {
        name: provider.name,
        status: provider.status,
        isFauxServiceProvider: provider.isFauxServiceProvider,
        hasProvidedBankDetails: provider.hasProvidedBankDetails,
        hasHealthyBankConnection: provider.hasHealthyBankConnection,
        contactEmail: provider.contactEmail,
      },
    })
    .returning({ id: serviceProviders.id });
  const [row] = rows;
  if (!row) throw new Error('upsert returned no provider');
  return row.id;
}

/** One row of the programme's award list: a parent (by e-mail) and the award of one of their children. */
export interface AwardRegistration {
  parentEmail: string;
  parentFirstName: string;
  parentLastName: string;
  childFirstName: string;
  childLastName: string;
  schoolYear: number | null;
  homeSchooled: boolean;
  awardCents: number;
}

const returnedParentSchema = z.object({ id: z.number(), email: z.string() });

/** The last of the values that share a key, in their order: a later row of a list updates an earlier one. */
function lastOfEach<T>(values: readonly T[], key: (value: T) => string): T[] {
  return [...new Map(values.map((value) => [key(value), value])).values()];
}

/**
 * Registers a batch of awards, as upsertParentByEmail and upsertAwardedChild would row by row: the parents by e-mail
 * (names updated), then the children the programme does not have yet, then each child's award of its year (amount
 * updated), the child found by sameChild: a new year's list gives the children of earlier years a new award. The rows go as one JSON parameter, whatever their number.
 */
export async function registerAwards(db: Executor, awards: readonly AwardRegistration[]): Promise<void> {
  if (awards.length === 0) return;
  const people = lastOfEach(awards, (award) => award.parentEmail.toLowerCase()).map((award) => ({
    email: award.parentEmail,
    first_name: award.parentFirstName,
    last_name: award.parentLastName,
  }));
  const stored = await db.execute(sql`
    insert into ${users} (type, email, first_name, last_name)
    select 'Parent', person.email, person.first_name, person.last_name
    from json_to_recordset(${JSON.stringify(people)}::json) as person(email text, first_name text, last_name text)
    on conflict (type, lower(email)) do update set first_name = excluded.first_name, last_name = excluded.last_name
    returning id, lower(email) as email`);
  const parentIds = new Map(
    z
      .object({ rows: z.array(returnedParentSchema) })
      .parse(stored)
      .rows.map((row) => [row.email, row.id]),
  );
  await db
    .insert(parents)
    .values([...parentIds.values()].map((userId) => ({ userId })))
    .onConflictDoNothing();
  const kids = lastOfEach(
    awards.map((award) => ({
      parent_id: parentIds.get(award.parentEmail.toLowerCase()),
      first_name: award.childFirstName,
      last_name: award.childLastName,
      school_year: award.schoolYear,
      home_schooled: award.homeSchooled,
      award_cents: award.awardCents,
    })),
    (kid) =>
      [kid.parent_id, kid.first_name.toLowerCase(), kid.last_name.toLowerCase(), kid.school_year ?? 0].join('\u0000'),
  );
  const kidRows = sql`json_to_recordset(${JSON.stringify(kids)}::json)
      as kid(parent_id integer, first_name text, last_name text, school_year integer, home_schooled boolean, award_cents integer)`;
  const kid = {
    parentId: sql`kid.parent_id`,
    firstName: sql`kid.first_name`,
    lastName: sql`kid.last_name`,
    schoolYear: sql`kid.school_year`,
  };
  await db.execute(sql`
    insert into ${children} (parent_id, first_name, last_name, school_year, home_schooled)
    select kid.parent_id, kid.first_name, kid.last_name, kid.school_year, kid.home_schooled from ${kidRows}
    where ${sameChild(kid)} is null
    on conflict (parent_id, lower(first_name), lower(last_name), coalesce(school_year, 0)) do nothing`);
  await db.execute(sql`
    update ${children} set home_schooled = matched.home_schooled
    from (select ${sameChild(kid)} as id, kid.home_schooled from ${kidRows}) as matched
    where ${children.id} = matched.id`);
  await db.execute(sql`
    insert into ${childAwards} (child_id, school_year, amount_cents)
    select ${sameChild(kid)}, kid.school_year, kid.award_cents from ${kidRows}
    on conflict (child_id, school_year) do update set amount_cents = excluded.amount_cents`);
}
