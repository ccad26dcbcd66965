import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReviewType } from '@ace/domain';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import {
  findReviewTokenByHash,
  insertReviewToken,
  listOpenTokenSalts,
  markClaimTokensUsed,
  type ReviewTokenRow,
} from './review-tokens.repository.ts';

/**
 * Review links carry a token. The database keeps, per link, a random salt and the sha256 of the token; the token
 * is the HMAC of the salt under a server secret (256 bits). A copy of the database alone opens no review, and the
 * server can show a support agent the link of a claim again without storing it.
 */
export type { ReviewTokenRow };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function deriveToken(secret: string, salt: string): string {
  return createHmac('sha256', secret).update(salt).digest('base64url');
}

/** The secrets kept in DATA_DIR, by their file, as read or made once by this process. */
const keptSecrets = new Map<string, string>();

/**
 * The secret from configuration, or one kept in DATA_DIR so that local links survive restarts: read from its file
 * once, not on each request (a provider's list asks for it on every page).
 */
export function reviewTokenSecret(config: Config): string {
  if (config.reviewTokenSecret !== undefined) return config.reviewTokenSecret;
  const directory = join(config.dataDir, 'secrets');
  const file = join(directory, 'review-token.key');
  const kept = keptSecrets.get(file);
  if (kept !== undefined) return kept;
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  }
  keptSecrets.set(file, secret);
  return secret;
}

export function reviewLink(config: Config, token: string): string {
  return `${config.publicUrl}/review-claim?token=${encodeURIComponent(token)}`;
}

/** Opens a review step: a new token of its type for the claim, valid for REVIEW_TOKEN_DAYS. Answers the token. */
export async function issueReviewToken(
  db: Executor,
  secret: string,
  claimId: number,
  reviewType: ReviewType,
  now: Date,
  days: number,
): Promise<string> {
  const salt = randomBytes(32).toString('hex');
  const token = deriveToken(secret, salt);
  await insertReviewToken(db, {
    claimId,
    reviewType,
    salt,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * 86_400_000),
  });
  return token;
}

export async function findReviewToken(db: Executor, token: string): Promise<ReviewTokenRow | undefined> {
  return findReviewTokenByHash(db, hashToken(token));
}

/** Closes every open review step of a claim: its tokens can no longer act (DESIGN.md section 5). */
export async function closeReviewTokens(db: Executor, claimId: number, now: Date) {
  await markClaimTokensUsed(db, claimId, now);
}

/** The current link of each claim's open review step of a type, for the claims that have one. */
export async function openReviewTokens(
  db: Executor,
  secret: string,
  claimIds: number[],
  reviewType: ReviewType,
  now: Date,
): Promise<Map<number, string>> {
  if (claimIds.length === 0) return new Map();
  const rows = await listOpenTokenSalts(db, { claimIds, reviewType, now });
  const links = new Map<number, string>();
  for (const row of rows) if (!links.has(row.claimId)) links.set(row.claimId, deriveToken(secret, row.salt));
  return links;
}

/** The link of a claim's open review step of a type, or of a new step opened now when there is none (it expired). */
export async function currentReviewToken(
  db: Executor,
  secret: string,
  claimId: number,
  reviewType: ReviewType,
  now: Date,
  days: number,
): Promise<string> {
  const open = (await openReviewTokens(db, secret, [claimId], reviewType, now)).get(claimId);
  return open ?? issueReviewToken(db, secret, claimId, reviewType, now, days);
}
