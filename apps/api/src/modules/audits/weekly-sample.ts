import { addDays, programmeDate, startOfProgrammeDay, type IsoDate } from '@ace/domain';
import type { AppDependencies } from '../../app-dependencies.ts';
import type { Executor } from '../../db/client.ts';
import type { RecurringJob } from '../../jobs/recurring-jobs.ts';
import { insertClaimEvent } from '../claims/claims.repository.ts';
import { listClaimFiles } from '../files/files.repository.ts';
import { receiptReadingViews } from '../receipts/receipt-views.ts';
import {
  findAuditedClaim,
  insertSample,
  latestSampleWeek,
  listClaimsPaidBetween,
  upsertWeekCase,
} from './audits.repository.ts';
import { drawSample, newSeed } from './sample-draw.ts';

/**
 * The weekly sample (issue 34 item 1, ADR 0034): a recurring job, in whichever API process takes it, draws each
 * finished week (Monday to Sunday, programme time) once, and opens a case for every claim drawn and every claim paid
 * that week with a receipt flag.
 */
export const AUDIT_SAMPLE = 'audits.weekly-sample';
export const AUDIT_SAMPLE_MS = 60 * 60_000;

/** The most finished weeks a run catches up on when the job did not run for a while. */
const MAX_WEEKS_BEHIND = 4;

export function auditRecurringJobs(deps: AppDependencies): RecurringJob[] {
  return [
    { kind: AUDIT_SAMPLE, intervalMs: AUDIT_SAMPLE_MS, run: () => drawFinishedWeeks(deps).then(() => undefined) },
  ];
}

/** The Monday of the week a day falls in. */
export function mondayOf(day: IsoDate): IsoDate {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The finished weeks not drawn yet, the oldest first: since the last drawn, or the last finished week at first. */
async function weeksToDraw(db: Executor, now: Date): Promise<IsoDate[]> {
  const lastFinished = addDays(mondayOf(programmeDate(now)), -7);
  const latest = await latestSampleWeek(db);
  const earliest = addDays(lastFinished, -7 * (MAX_WEEKS_BEHIND - 1));
  let week = latest === undefined ? lastFinished : addDays(latest, 7);
  if (week < earliest) week = earliest;
  const weeks: IsoDate[] = [];
  for (; week <= lastFinished; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Draws every finished week not drawn yet; answers the weeks this run drew. */
export async function drawFinishedWeeks(deps: AppDependencies): Promise<IsoDate[]> {
  const drawn: IsoDate[] = [];
  for (const week of await weeksToDraw(deps.db, deps.clock())) {
    if (await drawWeek(deps, week)) drawn.push(week);
  }
  return drawn;
}

/** Whether any file of a claim has a receipt flag (what reviewers see: a mismatch, a receipt used before). */
async function hasReceiptFlag(db: Executor, claimId: number): Promise<boolean> {
  const found = await findAuditedClaim(db, claimId);
  if (found === undefined) return false;
  const files = await listClaimFiles(db, [claimId]);
  const views = await receiptReadingViews(db, found.claim, files, 'staff');
  return views.some((view) => view.flags.length > 0);
}

/**
 * Draws one week in one transaction: its row first (of two runs at once, the second waits for the first and then
 * finds the week drawn), then a case for each claim drawn or flagged, each written once to the claim's trail.
 */
async function drawWeek(deps: AppDependencies, weekStart: IsoDate): Promise<boolean> {
  const now = deps.clock();
  const rateBasisPoints = Math.round(deps.config.audits.sampleRate * 10_000);
  return deps.db.transaction(async (tx) => {
    const from = startOfProgrammeDay(weekStart);
    const to = startOfProgrammeDay(addDays(weekStart, 7));
    const paidClaimIds = await listClaimsPaidBetween(tx, from, to);
    const seed = newSeed();
    if (!(await insertSample(tx, { weekStart, seed, rateBasisPoints, paidClaimIds, drawnAt: now }))) return false;
    const sampled = new Set(drawSample(seed, paidClaimIds, rateBasisPoints));
    for (const claimId of paidClaimIds) {
      const flagged = await hasReceiptFlag(tx, claimId);
      if (!flagged && !sampled.has(claimId)) continue;
      const opened = await upsertWeekCase(tx, {
        claimId,
        sampled: sampled.has(claimId),
        flagged,
        sampleWeek: weekStart,
        openedAt: now,
      });
      await insertClaimEvent(tx, {
        claimId,
        actorKind: 'system',
        action: opened ? 'auditOpened' : 'auditDrawn',
        note: [sampled.has(claimId) ? 'Drawn in the weekly sample' : null, flagged ? 'Receipt flag' : null]
          .filter((part) => part !== null)
          .join('; '),
        at: now,
      });
    }
    return true;
  });
}
