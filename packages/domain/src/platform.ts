/** Where a person uses the portal; some rules differ on iOS. */
export const PLATFORMS = ['web', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

export function isPlatform(value: unknown): value is Platform {
  return PLATFORMS.some((platform) => platform === value);
}
