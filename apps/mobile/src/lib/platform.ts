import type { Platform } from '@ace/domain';

/** Where this build runs: the app's web build (react-native-web), for trying it in a browser. */
export const appPlatform: Platform = 'web';
