import { createApiClient, meritAgentApi } from '@ace/api-client';
import { currentAccessToken, logout } from './auth';
import { tokenStore } from './token-store';
import { appendUpload } from './upload-body';
import { config } from './config';
import { appPlatform } from './platform';

/** The Base API. Any 401 logs the person out, once, here (spec section 6). */
export const api = createApiClient({
  baseUrl: config.portalUrl,
  platform: appPlatform,
  getToken: currentAccessToken,
  appendFile: appendUpload,
  onUnauthorized: () => {
    if (tokenStore.get() !== null) logout('expired');
  },
});

/** Merit's agent API, with the person's own token. */
export const meritAgent = meritAgentApi({ baseUrl: config.oidcIssuer, getToken: currentAccessToken });
