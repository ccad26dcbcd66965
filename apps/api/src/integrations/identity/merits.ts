import { translate } from '@ace/domain';
import { z } from 'zod';
import { ServiceUnavailableError, UnauthorizedError } from '../../errors.ts';

/** An organisation the person belongs to at the identity provider. */
export interface MeritMembership {
  id: string;
  name: string;
  status: 'accepted' | 'pending';
}

export interface MeritsClient {
  /** The person's merits, asked of the identity provider with their own token. */
  listMerits(agentId: string, token: string): Promise<MeritMembership[]>;
}

const meritsSchema = z.object({
  merits: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(['accepted', 'pending']) })),
});

/** The identity provider's agent API: GET {MERIT_API_URL}/v1/agents/{agentId}/merits. */
export function createMeritsClient(options: { baseUrl: string }): MeritsClient {
  return {
    async listMerits(agentId, token) {
      let response: Response;
      try {
        response = await fetch(`${options.baseUrl}/v1/agents/${encodeURIComponent(agentId)}/merits`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
      } catch {
        throw new ServiceUnavailableError('MERITS_UNAVAILABLE', translate('api.meritsUnavailable'));
      }
      if (response.status === 401 || response.status === 403) throw new UnauthorizedError();
      if (!response.ok) {
        throw new ServiceUnavailableError('MERITS_UNAVAILABLE', translate('api.meritsUnavailable'));
      }
      return meritsSchema.parse(await response.json()).merits;
    },
  };
}
