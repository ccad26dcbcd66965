import { replyJson } from '@ace/dev-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Account, AccountStore } from './accounts.ts';
import type { PublicJwk } from './keys.ts';

interface AgentApiDeps {
  accounts: AccountStore;
  issuer: string;
  audience: string;
  publicKeys: PublicJwk[];
}

interface AgentParams {
  agentId: string;
}

function unauthorized(reply: FastifyReply, description: string): FastifyReply {
  return replyJson(
    reply,
    401,
    { error: 'invalid_token', message: description },
    {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
    },
  );
}

function forbidden(reply: FastifyReply, message: string): FastifyReply {
  return replyJson(reply, 403, { error: 'forbidden', message });
}

const noSuchEndpoint = (reply: FastifyReply): FastifyReply =>
  replyJson(reply, 404, { error: 'not_found', message: 'There is no such agent API endpoint.' });

/**
 * Merit's agent API as the portal uses it (spec section 7): the person's access token is the bearer, and it only
 * opens the agent it was issued for. Tokens are checked like any resource server would: signature against the
 * provider's keys, issuer, audience, expiry.
 */
export function registerAgentApi(routes: FastifyInstance, { accounts, issuer, audience, publicKeys }: AgentApiDeps) {
  const keySet = createLocalJWKSet({ keys: publicKeys });

  /** The caller's agent, or the refusal already sent. */
  async function callersAccount(
    request: FastifyRequest<{ Params: AgentParams }>,
    reply: FastifyReply,
  ): Promise<{ account: Account; entityId: string } | FastifyReply> {
    if (request.params.agentId === '') return noSuchEndpoint(reply);
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === undefined) return unauthorized(reply, 'A bearer access token is required.');
    /** The token's agent and entity, or why it opens nothing. */
    let caller: { agentId: string; entityId: string } | string;
    try {
      const { payload } = await jwtVerify(match[1], keySet, { issuer, audience, typ: 'at+jwt' });
      const { agentID, entityID } = payload;
      caller =
        typeof agentID === 'string' && typeof entityID === 'string'
          ? { agentId: agentID, entityId: entityID }
          : 'The access token names no agent.';
    } catch (error) {
      caller =
        error instanceof joseErrors.JWTExpired ? 'The access token has expired.' : 'The access token is not valid.';
    }
    if (typeof caller === 'string') return unauthorized(reply, caller);
    if (caller.agentId !== request.params.agentId) {
      return forbidden(reply, 'The access token was not issued for this agent.');
    }
    const account = accounts.findByAgentId(request.params.agentId);
    if (account === undefined) return replyJson(reply, 404, { error: 'not_found', message: 'There is no such agent.' });
    return { account, entityId: caller.entityId };
  }

  routes.get<{ Params: AgentParams }>('/v1/agents/:agentId/links', async (request, reply) => {
    const caller = await callersAccount(request, reply);
    return 'account' in caller ? replyJson(reply, 200, accounts.links(caller.account)) : caller;
  });
  routes.post<{ Params: AgentParams }>('/v1/agents/:agentId/accept-tos', async (request, reply) => {
    const caller = await callersAccount(request, reply);
    if (!('account' in caller)) return caller;
    accounts.acceptTerms(caller.account);
    return replyJson(reply, 200, { tosAccepted: true });
  });
  routes.put<{ Params: AgentParams & { entityId: string } }>(
    '/v1/agents/:agentId/link/:entityId',
    async (request, reply) => {
      const caller = await callersAccount(request, reply);
      if (!('account' in caller)) return caller;
      if (request.params.entityId !== caller.entityId) {
        return forbidden(reply, 'An agent can only be linked to the entity it acts for.');
      }
      accounts.linkEntity(caller.account, request.params.entityId);
      return replyJson(reply, 200, { linked: true });
    },
  );
  routes.get<{ Params: AgentParams }>('/v1/agents/:agentId/merits', async (request, reply) => {
    const caller = await callersAccount(request, reply);
    return 'account' in caller ? replyJson(reply, 200, { merits: accounts.merits(caller.account) }) : caller;
  });
  routes.all('/v1/agents/*', (_request, reply) => noSuchEndpoint(reply));
}
