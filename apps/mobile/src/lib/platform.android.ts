import type { Platform } from '@ace/domain';

/** Where this build runs: Android. */
export const appPlatform: Platform = 'android';
