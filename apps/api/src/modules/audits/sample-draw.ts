import { createHash, randomBytes } from 'node:crypto';
import { sampleSize } from '@ace/domain';

/**
 * The weekly draw (ADR 0034), made so that an auditor can make it again from what is kept: each paid claim's rank is
 * the SHA-256 of `seed:claimId` (hex); the claims of the lowest ranks are drawn, as many as the rate gives (rounded
 * up). The seed is random, chosen when the week is drawn, so no one knows beforehand which claims will be.
 */
export function drawSample(seed: string, paidClaimIds: readonly number[], rateBasisPoints: number): number[] {
  const count = sampleSize(paidClaimIds.length, rateBasisPoints / 10_000);
  return paidClaimIds
    .map((claimId) => ({
      claimId,
      rank: createHash('sha256')
        .update(`${seed}:${String(claimId)}`)
        .digest('hex'),
    }))
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, count)
    .map((drawn) => drawn.claimId)
    .sort((a, b) => a - b);
}

/** A fresh seed: 128 random bits, hex. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
