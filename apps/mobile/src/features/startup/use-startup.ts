import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { installedAppVersion } from '../../lib/app-version';
import { restoreSession } from '../../lib/restore-session';

export type Startup = 'loading' | 'update' | 'ready';

/**
 * The pre-login checks (spec section 4, step 9): the stored credentials are restored, and the server is asked
 * whether this version must be updated. An unreachable server does not lock the person out: the screens say so.
 */
export async function runStartupChecks(): Promise<Exclude<Startup, 'loading'>> {
  const version = installedAppVersion();
  const [mustUpdate] = await Promise.all([
    version === null ? Promise.resolve(false) : api.versions.mustUpdate(version).catch(() => false),
    restoreSession(),
  ]);
  return mustUpdate ? 'update' : 'ready';
}

export function useStartup(): Startup {
  const [state, setState] = useState<Startup>('loading');
  useEffect(() => {
    let current = true;
    void runStartupChecks().then((result) => {
      if (current) setState(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
