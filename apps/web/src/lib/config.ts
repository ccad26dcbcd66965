import { configFrom, type ConfigValues, type WebConfig } from './config-values.ts';

/**
 * The web app's configuration, read once from the build's environment (VITE_*, see apps/web/.env). The build
 * checked every value (read-config.ts), so the first screen does not carry the checks.
 */
export const config: WebConfig = configFrom(import.meta.env as ImportMetaEnv & ConfigValues, window.location.origin);
