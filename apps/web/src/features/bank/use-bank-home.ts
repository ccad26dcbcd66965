import { isBankReady } from '@ace/domain';
import { paths, providerBankTabPath } from '../../lib/paths.ts';
import { bankJustLinkedState } from './bank-just-linked.ts';
import { providerSessionOf } from '../../lib/provider-session.ts';
import { useSession } from '../../lib/session-store.ts';
import { eligibleParent } from '@ace/app-core/session';

/** Where a screen leads, with the router state to go with it. */
export interface BankDestination {
  path: string;
  state: unknown;
}

/**
 * Where the bank result screens lead: the dashboard of whoever is linking a bank (a parent's, or the provider
 * dashboard); once a bank is linked, a provider's bank tab, which congratulates them that once; and where to try
 * again while the bank is still not ready.
 */
export function useBankHome(): { dashboard: string; afterLinking: BankDestination; retry: string | null } {
  const session = useSession();
  const provider = providerSessionOf(session);
  if (provider !== null) {
    return {
      dashboard: paths.providerDashboard,
      afterLinking: { path: providerBankTabPath, state: bankJustLinkedState },
      retry: isBankReady(provider.user) ? null : providerBankTabPath,
    };
  }
  const parent = eligibleParent(session.user);
  return {
    dashboard: paths.dashboard,
    afterLinking: { path: paths.dashboard, state: null },
    retry: parent !== null && !isBankReady(parent) ? paths.parentLinkBankAccount : null,
  };
}
