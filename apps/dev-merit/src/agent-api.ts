import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@ace/dev-kit';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Account, AccountStore } from './accounts.ts';
import type { PublicJwk } from './keys.ts';

interface AgentApiDeps {
  accounts: AccountStore;
  issuer: string;
  audience: string;
  publicKeys: PublicJwk[];
}

interface AgentRequest {
  method: string;
  /** The path below `/v1/agents/`, e.g. `agt-…/links`. */
  rest: string;
}

function unauthorized(res: ServerResponse, description: string): void {
  sendJson(
    res,
    401,
    { error: 'invalid_token', message: description },
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
    },
  );
}

/**
 * Merit's agent API as the portal uses it (spec section 7): the person's access token is the bearer, and it only
 * opens the agent it was issued for. Tokens are checked like any resource server would: signature against the
 * provider's keys, issuer, audience, expiry.
 */
export function createAgentApi({ accounts, issuer, audience, publicKeys }: AgentApiDeps) {
  const keySet = createLocalJWKSet({ keys: publicKeys });

  async function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<{ agentId: string; entityId: string } | undefined> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (match?.[1] === undefined) {
      unauthorized(res, 'A bearer access token is required.');
      return undefined;
    }
    try {
      const { payload } = await jwtVerify(match[1], keySet, { issuer, audience, typ: 'at+jwt' });
      const { agentID, entityID } = payload;
      if (typeof agentID !== 'string' || typeof entityID !== 'string') {
        unauthorized(res, 'The access token names no agent.');
        return undefined;
      }
      return { agentId: agentID, entityId: entityID };
    } catch (error) {
      unauthorized(
        res,
        error instanceof joseErrors.JWTExpired ? 'The access token has expired.' : 'The access token is not valid.',
      );
      return undefined;
    }
  }

  function forbidden(res: ServerResponse, message: string): void {
    sendJson(res, 403, { error: 'forbidden', message });
  }

  return async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    { method, rest }: AgentRequest,
  ): Promise<void> {
    const parts = rest.split('/').map((part) => decodeURIComponent(part));
    const [agentId, action, argument, ...extra] = parts;
    const route =
      method === 'GET' && action === 'links' && argument === undefined
        ? 'links'
        : method === 'POST' && action === 'accept-tos' && argument === undefined
          ? 'accept-tos'
          : method === 'PUT' && action === 'link' && argument !== undefined && extra.length === 0
            ? 'link'
            : method === 'GET' && action === 'merits' && argument === undefined
              ? 'merits'
              : undefined;
    if (agentId === undefined || agentId === '' || route === undefined) {
      sendJson(res, 404, { error: 'not_found', message: 'There is no such agent API endpoint.' });
      return;
    }
    const caller = await authenticate(req, res);
    if (caller === undefined) return;
    if (caller.agentId !== agentId) {
      forbidden(res, 'The access token was not issued for this agent.');
      return;
    }
    const account: Account | undefined = accounts.findByAgentId(agentId);
    if (account === undefined) {
      sendJson(res, 404, { error: 'not_found', message: 'There is no such agent.' });
      return;
    }
    switch (route) {
      case 'links':
        sendJson(res, 200, accounts.links(account));
        return;
      case 'accept-tos':
        accounts.acceptTerms(account);
        sendJson(res, 200, { tosAccepted: true });
        return;
      case 'link':
        if (argument !== caller.entityId) {
          forbidden(res, 'An agent can only be linked to the entity it acts for.');
          return;
        }
        accounts.linkEntity(account, argument);
        sendJson(res, 200, { linked: true });
        return;
      case 'merits':
        sendJson(res, 200, { merits: accounts.merits(account) });
        return;
    }
  };
}
