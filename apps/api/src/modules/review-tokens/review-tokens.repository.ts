import type { ReviewType } from '@ace/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { reviewTokens } from '../../db/schema.ts';

export type ReviewTokenRow = typeof reviewTokens.$inferSelect;

export type NewReviewToken = Pick<
  typeof reviewTokens.$inferInsert,
  'claimId' | 'reviewType' | 'salt' | 'tokenHash' | 'createdAt' | 'expiresAt'
>;

export async function insertReviewToken(db: Executor, token: NewReviewToken) {
  await db.insert(reviewTokens).values(token);
}

export async function findReviewTokenByHash(db: Executor, tokenHash: string): Promise<ReviewTokenRow | undefined> {
  const rows = await db.select().from(reviewTokens).where(eq(reviewTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** Marks every open token of a claim used. */
export async function markClaimTokensUsed(db: Executor, claimId: number, now: Date) {
  await db
    .update(reviewTokens)
    .set({ usedAt: now })
    .where(and(eq(reviewTokens.claimId, claimId), isNull(reviewTokens.usedAt)));
}

const openTokensOfClaims = preparedQuery('open_review_tokens_of_claims', (db, name) =>
  db
    .select({ claimId: reviewTokens.claimId, salt: reviewTokens.salt })
    .from(reviewTokens)
    .where(
      and(
        sql`${reviewTokens.claimId} = any(${sql.placeholder('claimIds')}::integer[])`,
        eq(reviewTokens.reviewType, sql.placeholder('reviewType')),
        isNull(reviewTokens.usedAt),
        gt(reviewTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(desc(reviewTokens.createdAt), desc(reviewTokens.id))
    .prepare(name),
);

/** The salts of the claims' open, unexpired tokens of a type, newest first. */
export function listOpenTokenSalts(
  db: Executor,
  query: { claimIds: number[]; reviewType: ReviewType; now: Date },
): Promise<{ claimId: number; salt: string }[]> {
  return openTokensOfClaims(db).execute(query);
}
