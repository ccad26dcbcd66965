import { programmeDate } from '@ace/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import {
  NO_SCHOOL_YEAR_FIGURES,
  childAwards,
  claimEvents,
  claims,
  programmeAwards,
  programmeClaimFigures,
  programmeDurations,
  programmeOverdueChanges,
  programmeProviderFigures,
  programmeProviderPayouts,
  transfers,
} from '../src/db/schema.ts';

/**
 * The programme's figures (migration 0017) counted afresh from the rows with the domain's days (programmeDate), and
 * as the database keeps them, in one shape, a figure of nothing left out. The overdue changes are history the rows do
 * not keep (a claim's past due dates), so what is checked of them is what the rows still tell: summed over every day,
 * they are the year's claims waiting for a provider now. Claims and awards without a school year are counted under
 * the figures' key for none (NO_SCHOOL_YEAR_FIGURES), as the database keeps them (migration 0028).
 */

type Figures = Record<string, number>;

function add(figures: Figures, key: string, value: number) {
  figures[key] = (figures[key] ?? 0) + value;
}

const withoutZeros = (figures: Figures): Figures =>
  Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== 0));

const monthOf = (instant: Date) => `${programmeDate(instant).slice(0, 7)}-01`;
const yearKey = (schoolYear: number | null) => String(schoolYear ?? NO_SCHOOL_YEAR_FIGURES);

export async function recountProgrammeFigures(db: Executor) {
  const claimFigures: Figures = {};
  const providerFigures: Figures = {};
  const durations: Figures = {};
  const providerPayouts: Figures = {};
  const waiting: Figures = {};
  const awards: Figures = {};
  const rows = await db.select().from(claims);
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    const year = yearKey(row.schoolYear);
    const month = monthOf(row.createdAt);
    const reason = row.status === 'Rejected' ? (row.rejectionReason ?? '') : '';
    const key = `${year} ${month} ${row.category} ${row.status} ${reason}`;
    add(claimFigures, `${key} claims`, 1);
    add(claimFigures, `${key} cents`, row.amountCents);
    if (row.serviceProviderId !== null && row.status !== 'Rejected') {
      add(providerFigures, `${year} ${month} ${String(row.serviceProviderId)} claims`, 1);
      add(providerFigures, `${year} ${month} ${String(row.serviceProviderId)} cents`, row.amountCents);
    }
    if (row.waitingOn === 'provider' && row.dueAt !== null) add(waiting, year, 1);
  }
  const decided = new Set<number>();
  for (const event of await db.select().from(claimEvents).orderBy(asc(claimEvents.id))) {
    const claim = byId.get(event.claimId);
    const decision = event.fromStatus === 'Pending external' && ['Accepted', 'Rejected'].includes(event.toStatus ?? '');
    if (claim === undefined || !decision || decided.has(claim.id)) continue;
    decided.add(claim.id);
    const key = `${yearKey(claim.schoolYear)} decision ${programmeDate(claim.createdAt)} ${programmeDate(event.at)}`;
    add(durations, `${key} claims`, 1);
  }
  const paid = new Set<number>();
  for (const transfer of await db.select().from(transfers).orderBy(asc(transfers.id))) {
    const claim = byId.get(transfer.claimId);
    if (claim === undefined || transfer.status !== 'processed') continue;
    const key = `${yearKey(claim.schoolYear)} payout ${programmeDate(claim.createdAt)} ${programmeDate(transfer.updatedAt)}`;
    if (!paid.has(claim.id)) {
      add(durations, `${key} claims`, 1);
      if (claim.serviceProviderId !== null) {
        const month = monthOf(claim.createdAt);
        add(providerPayouts, `${yearKey(claim.schoolYear)} ${month} ${String(claim.serviceProviderId)}`, 1);
      }
    }
    paid.add(claim.id);
    add(durations, `${key} paid`, transfer.amountCents);
  }
  for (const award of await db.select().from(childAwards)) {
    add(awards, yearKey(award.schoolYear), award.amountCents);
  }
  return {
    claimFigures: withoutZeros(claimFigures),
    providerFigures: withoutZeros(providerFigures),
    durations: withoutZeros(durations),
    providerPayouts: withoutZeros(providerPayouts),
    waiting: withoutZeros(waiting),
    awards: withoutZeros(awards),
  };
}

export async function keptProgrammeFigures(db: Executor) {
  const claimFigures: Figures = {};
  for (const row of await db.select().from(programmeClaimFigures)) {
    const key = `${String(row.schoolYear)} ${row.month} ${row.category} ${row.status} ${row.rejectionReason}`;
    add(claimFigures, `${key} claims`, row.claims);
    add(claimFigures, `${key} cents`, row.amountCents);
  }
  const providerFigures: Figures = {};
  for (const row of await db.select().from(programmeProviderFigures)) {
    const key = `${String(row.schoolYear)} ${row.month} ${String(row.providerId)}`;
    add(providerFigures, `${key} claims`, row.claims);
    add(providerFigures, `${key} cents`, row.amountCents);
  }
  const durations: Figures = {};
  for (const row of await db.select().from(programmeDurations)) {
    const key = `${String(row.schoolYear)} ${row.kind} ${row.submittedOn} ${row.endedOn}`;
    add(durations, `${key} claims`, row.claims);
    add(durations, `${key} paid`, row.paidCents);
  }
  const providerPayouts: Figures = {};
  for (const row of await db.select().from(programmeProviderPayouts)) {
    add(providerPayouts, `${String(row.schoolYear)} ${row.month} ${String(row.providerId)}`, row.claims);
  }
  const waiting: Figures = {};
  for (const row of await db
    .select({
      schoolYear: programmeOverdueChanges.schoolYear,
      change: sql<number>`sum(${programmeOverdueChanges.change})`.mapWith(Number),
    })
    .from(programmeOverdueChanges)
    .groupBy(programmeOverdueChanges.schoolYear)) {
    add(waiting, String(row.schoolYear), row.change);
  }
  const awards: Figures = {};
  for (const row of await db.select().from(programmeAwards)) add(awards, String(row.schoolYear), row.awardCents);
  return {
    claimFigures: withoutZeros(claimFigures),
    providerFigures: withoutZeros(providerFigures),
    durations: withoutZeros(durations),
    providerPayouts: withoutZeros(providerPayouts),
    waiting: withoutZeros(waiting),
    awards: withoutZeros(awards),
  };
}
