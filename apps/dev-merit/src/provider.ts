import Provider, { errors, type Configuration } from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import { clientOrigins, portalClients } from './clients.ts';
import { issuerOf, type MeritConfig } from './config.ts';
import type { ProviderKeys } from './keys.ts';
import type { OidcStore } from './oidc-store.ts';
import { logoutPage, messagePage, signedOutPage } from './pages.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface ProviderParts {
  config: MeritConfig;
  accounts: AccountStore;
  store: OidcStore;
  keys: ProviderKeys;
}

export function interactionPath(config: Pick<MeritConfig, 'basePath'>, uid: string): string {
  return `${config.basePath}/interaction/${uid}`;
}

/**
 * The OpenID Connect provider (panva's certified oidc-provider), configured as the portal needs Merit to be:
 * code + PKCE for two public clients, JWT access tokens for the Base API carrying agentID and entityID, refresh
 * tokens, and the stand-in's own sign-in page instead of the library's development one.
 */
export function createProvider({ config, accounts, store, keys }: ProviderParts): Provider {
  const clients = portalClients(config.publicUrl);
  const corsOrigins = new Set([...clientOrigins(clients), ...config.extraCorsOrigins]);

  const configuration: Configuration = {
    adapter: store.adapter,
    clients,
    jwks: { keys: keys.signingKeys },
    cookies: { keys: config.cookieKeys ?? keys.cookieKeys },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The portal asks for `openid profile offline_access` and needs the name and the primary e-mail: profile
    // carries both. `email` is accepted too, for clients that ask for it the standard way.
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'email', 'email_verified'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.findByEntityId(id);
      if (account === undefined) return undefined;
      return {
        accountId: account.entityId,
        claims: () => ({
          sub: account.entityId,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
          email: account.email,
          email_verified: true,
        }),
      };
    },
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'AccessToken') return undefined;
      const account = accounts.findByEntityId(token.accountId);
      if (account === undefined) return undefined;
      return {
        agentID: account.agentId,
        entityID: account.entityId,
        email: account.email,
        email_verified: true,
        name: `${account.firstName} ${account.lastName}`,
      };
    },
    // OIDC Core 11 lets a provider ignore offline_access unless the prompt includes consent, and oidc-provider
    // does, dropping it. The portal always asks with prompt=login (spec section 2) and needs refresh tokens, so a
    // client registered for the refresh_token grant gets one. Offline access outlives the browser session; the
    // app revokes its refresh token when the person signs out.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: () => false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form, ctx.oidc.client?.clientName);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.apiResource) throw new errors.InvalidTarget();
          return {
            scope: '',
            audience: config.apiAudience,
            accessTokenTTL: HOUR,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(config, interaction.uid) },
    clientBasedCORS: (_ctx, origin) => corsOrigins.has(origin),
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      Interaction: HOUR,
      Session: 14 * DAY,
      Grant: 30 * DAY,
      RefreshToken: 30 * DAY,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in could not continue',
        `${out.error_description ?? out.error}. Go back to the portal and sign in again.`,
        `${config.publicUrl}/`,
        'Back to the portal',
      );
    },
  };

  const provider = new Provider(issuerOf(config), configuration);
  // Behind the gateway, X-Forwarded-Proto and X-Forwarded-Host say how the browser reached us.
  provider.proxy = true;
  return provider;
}
