import { config } from './config';

/** The App Store page of the app (its id from app.config.ts). */
export function storePageUrl(): string {
  return `itms-apps://apps.apple.com/app/id${config.appStoreId}`;
}
