import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { findMinimumVersion } from './versions.repository.ts';

export const VERSION_PATTERN = /^(\d+)\.(\d+)\.(\d+)$/;

/** Compares two x.y.z versions numerically: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const parse = (text: string) => (VERSION_PATTERN.exec(text) ?? []).slice(1).map(Number);
  const [left, right] = [parse(a), parse(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** An app older than the minimum supported version of its platform must be updated. */
export async function mustUpdateApp(db: Executor, config: Config, platform: 'android' | 'ios', version: string) {
  const minimum = (await findMinimumVersion(db, platform)) ?? config.minAppVersion[platform];
  return compareVersions(version, minimum) < 0;
}
