import { config } from './config';

/** The Play Store page of the app (its package from app.config.ts). */
export function storePageUrl(): string {
  return `market://details?id=${encodeURIComponent(config.playStoreId)}`;
}
