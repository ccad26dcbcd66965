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

/**
 * The identity provider's agent API: GET {MERIT_API_URL}/v1/agents/{agentId}/merits. Whatever keeps it from giving
 * a list of merits (no answer in time, an error status, an answer that is not such a list) is its being unavailable
 * (503), never the API's own failure; a token it refuses is the person's (401).
 */
export function createMeritsClient(options: { baseUrl: string }): MeritsClient {
  const unavailable = () => new ServiceUnavailableError('MERITS_UNAVAILABLE', translate('api.meritsUnavailable'));
  return {
    async listMerits(agentId, token) {
      let body: unknown;
      try {
        const response = await fetch(`${options.baseUrl}/v1/agents/${encodeURIComponent(agentId)}/merits`, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
        if (response.status === 401 || response.status === 403) throw new UnauthorizedError();
        if (!response.ok) throw unavailable();
        body = await response.json();
      } catch (error) {
        if (error instanceof UnauthorizedError) throw error;
        throw unavailable();
      }
      const merits = meritsSchema.safeParse(body);
      if (!merits.success) throw unavailable();
      return merits.data.merits;
    },
  };
}
