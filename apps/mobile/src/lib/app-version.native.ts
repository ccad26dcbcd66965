import Constants from 'expo-constants';

/** The version of the installed app (app.config.ts), asked about at start (GET /api/version/{version}/update). */
export function installedAppVersion(): string | null {
  return Constants.expoConfig?.version ?? null;
}
