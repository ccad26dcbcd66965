import { versionCheckSchema } from '@ace/domain';
import type { Http } from './http.ts';

export function versionsApi(http: Http) {
  return {
    /** Whether this app version must be updated before sign-in (native only; asked without a token). */
    mustUpdate: async (version: string) =>
      (
        await http.call('GET', `/version/${encodeURIComponent(version)}/update`, versionCheckSchema, {
          anonymous: true,
        })
      ).data.updateApp,
  };
}
