import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appVersions } from '../../db/schema.ts';

export async function findMinimumVersion(db: Executor, platform: 'android' | 'ios'): Promise<string | undefined> {
  const rows = await db.select().from(appVersions).where(eq(appVersions.platform, platform)).limit(1);
  return rows[0]?.minimumVersion;
}

export async function setMinimumVersion(
  db: Executor,
  platform: 'android' | 'ios',
  minimumVersion: string,
): Promise<void> {
  await db
    .insert(appVersions)
    .values({ platform, minimumVersion })
    .onConflictDoUpdate({ target: appVersions.platform, set: { minimumVersion } });
}
