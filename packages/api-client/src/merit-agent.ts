import { agentLinksSchema, type AgentLinks } from '@ace/domain';
import { ApiError, type Fetch } from './http.ts';

/**
 * Merit's agent API as the portal calls it (spec section 7), with the person's own access token: the agent's
 * links (terms accepted, capabilities approved), accepting the terms, and linking the agent to its entity.
 */
export interface MeritAgentOptions {
  /** Where Merit is, e.g. https://merit.example/ or '/merit' on the one-origin stack. */
  baseUrl: string;
  getToken: () => string | null | Promise<string | null>;
  fetch?: Fetch;
}

export function meritAgentApi(options: MeritAgentOptions) {
  const doFetch: Fetch = options.fetch ?? ((url, init) => fetch(url, init));

  async function call(method: string, path: string): Promise<unknown> {
    const token = await options.getToken();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}/v1/agents/${path}`, { method, headers });
    } catch {
      throw new ApiError(0, 'NETWORK', 'Merit could not be reached');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : `Merit answered ${response.status}`;
      throw new ApiError(response.status, 'MERIT_ERROR', message);
    }
    return body;
  }

  const agent = (agentId: string) => encodeURIComponent(agentId);

  return {
    links: async (agentId: string): Promise<AgentLinks> => {
      const parsed = agentLinksSchema.safeParse(await call('GET', `${agent(agentId)}/links`));
      if (!parsed.success) throw new ApiError(200, 'UNEXPECTED_RESPONSE', 'Merit sent an unexpected answer');
      return parsed.data;
    },
    acceptTerms: async (agentId: string): Promise<void> => {
      await call('POST', `${agent(agentId)}/accept-tos`);
    },
    linkEntity: async (agentId: string, entityId: string): Promise<void> => {
      await call('PUT', `${agent(agentId)}/link/${encodeURIComponent(entityId)}`);
    },
  };
}

export type MeritAgentApi = ReturnType<typeof meritAgentApi>;
