import { config } from './config';

/** The web build has no store page: the programme's help centre says how to get the app. */
export function storePageUrl(): string {
  return config.helpCenterUrl;
}
