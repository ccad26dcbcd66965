import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm, sendHtml } from '@ace/dev-kit';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import type { AccountStore } from './accounts.ts';
import type { MeritConfig } from './config.ts';
import { interactionPath } from './provider.ts';
import { messagePage, signInPage } from './pages.ts';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface InteractionDeps {
  config: MeritConfig;
  provider: Provider;
  accounts: AccountStore;
}

const expiredMessage =
  'This sign-in has expired or was already used. Go back to the portal and choose to sign in again.';

/**
 * The sign-in page and what follows it. Login asks for an e-mail and a password. Consent is never shown: both
 * clients are the portal itself (first party), and the portal asks for the terms in its own modal (spec section
 * 2), so what the client asked for is granted as asked.
 */
export function createInteractionRoutes({ config, provider, accounts }: InteractionDeps) {
  async function details(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | undefined> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid === uid) return interaction;
    } catch {
      // SessionNotFound: the interaction cookie is missing or expired.
    }
    sendHtml(
      res,
      400,
      messagePage('This sign-in has expired', expiredMessage, `${config.publicUrl}/`, 'Back to the portal'),
    );
    return undefined;
  }

  async function clientName(interaction: Interaction): Promise<string> {
    const clientId = interaction.params.client_id;
    const client = typeof clientId === 'string' ? await provider.Client.find(clientId) : undefined;
    return client?.clientName ?? 'The ACE Portal';
  }

  async function renderSignIn(
    res: ServerResponse,
    interaction: Interaction,
    status: number,
    problem: { email?: string; error?: string; emailError?: string; passwordError?: string } = {},
  ): Promise<void> {
    const action = `${interactionPath(config, interaction.uid)}/login`;
    const markup = signInPage({
      action,
      cancelAction: `${interactionPath(config, interaction.uid)}/abort`,
      clientName: await clientName(interaction),
      email: problem.email ?? (typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : ''),
      error: problem.error,
      emailError: problem.emailError,
      passwordError: problem.passwordError,
      devMode: config.devMode,
    });
    sendHtml(res, status, markup);
  }

  async function grantConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction): Promise<void> {
    const { prompt, params, session, grantId } = interaction;
    const clientId = typeof params.client_id === 'string' ? params.client_id : '';
    const grant =
      (grantId === undefined ? undefined : await provider.Grant.find(grantId)) ??
      new provider.Grant({ accountId: session?.accountId, clientId });
    const missing = prompt.details;
    if (Array.isArray(missing.missingOIDCScope)) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (Array.isArray(missing.missingOIDCClaims)) grant.addOIDCClaims(missing.missingOIDCClaims.map(String));
    const resourceScopes = missing.missingResourceScopes;
    if (typeof resourceScopes === 'object' && resourceScopes !== null) {
      for (const [indicator, scopes] of Object.entries(resourceScopes)) {
        if (Array.isArray(scopes)) grant.addResourceScope(indicator, scopes.join(' '));
      }
    }
    const result: InteractionResults = { consent: { grantId: await grant.save() } };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  }

  return {
    async show(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
      const interaction = await details(req, res, uid);
      if (interaction === undefined) return;
      if (interaction.prompt.name === 'login') {
        await renderSignIn(res, interaction, 200);
        return;
      }
      await grantConsent(req, res, interaction);
    },

    async login(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
      const interaction = await details(req, res, uid);
      if (interaction === undefined) return;
      const form = await readForm(req);
      const email = form.get('email')?.trim() ?? '';
      const password = form.get('password') ?? '';
      if (email === '' || password === '') {
        await renderSignIn(res, interaction, 400, {
          email,
          emailError: email === '' ? 'Enter your e-mail address.' : undefined,
          passwordError: password === '' ? 'Enter your password.' : undefined,
        });
        return;
      }
      const account = await accounts.authenticate(email, password);
      if (account === undefined) {
        await renderSignIn(res, interaction, 401, {
          email,
          error: 'That e-mail address and password do not match an account. Check them and try again.',
        });
        return;
      }
      const result: InteractionResults = { login: { accountId: account.entityId, amr: ['pwd'] } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    },

    async abort(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
      const interaction = await details(req, res, uid);
      if (interaction === undefined) return;
      const result: InteractionResults = {
        error: 'access_denied',
        error_description: 'The person cancelled the sign-in.',
      };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    },
  };
}
