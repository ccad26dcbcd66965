import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { claimFiles } from '../../db/schema.ts';

export type ClaimFileRow = typeof claimFiles.$inferSelect;

export async function findClaimFile(db: Executor, id: number): Promise<ClaimFileRow | undefined> {
  const rows = await db.select().from(claimFiles).where(eq(claimFiles.id, id)).limit(1);
  return rows[0];
}

export async function listClaimFiles(db: Executor, claimIds: number[]): Promise<ClaimFileRow[]> {
  if (claimIds.length === 0) return [];
  return db
    .select()
    .from(claimFiles)
    .where(inArray(claimFiles.claimId, claimIds))
    .orderBy(asc(claimFiles.claimId), asc(claimFiles.position));
}
