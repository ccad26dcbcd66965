import { createApiClient, meritAgentApi } from '@ace/api-client';
import { currentAccessToken, logout } from './auth.ts';
import { tokenStore } from './token-store.ts';
import { config } from './config.ts';

/** The Base API on this origin. Any 401 logs the person out, once, here (spec section 6). */
export const api = createApiClient({
  baseUrl: '',
  platform: 'web',
  getToken: currentAccessToken,
  onUnauthorized: () => {
    if (tokenStore.get() !== null) logout('expired');
  },
});

/** Merit's agent API, with the person's own token. */
export const meritAgent = meritAgentApi({ baseUrl: config.oidcIssuer, getToken: currentAccessToken });
