import type { Platform } from '@ace/domain';

/** Where this build runs: iOS, where some upload rules differ (no PDF). */
export const appPlatform: Platform = 'ios';
