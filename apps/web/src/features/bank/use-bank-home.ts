import { isBankReady } from '@ace/domain';
import { paths } from '../../app/paths.ts';
import { providerDashboardPath } from '../provider-dashboard/dashboard-view.ts';
import { providerSessionOf } from '../provider-dashboard/use-provider-session.ts';
import { useSession } from '../session/session-store.ts';
import { eligibleParent } from '@ace/app-core/session';

/**
 * Where the bank result screens lead: the dashboard of whoever is linking a bank (a parent's, or the provider
 * dashboard), and where to try again while the bank is still not ready.
 */
export function useBankHome(): { dashboard: string; retry: string | null } {
  const session = useSession();
  const provider = providerSessionOf(session);
  if (provider !== null) {
    return {
      dashboard: paths.providerDashboard,
      retry: isBankReady(provider.user) ? null : providerDashboardPath('bank'),
    };
  }
  const parent = eligibleParent(session.user);
  return {
    dashboard: paths.dashboard,
    retry: parent !== null && !isBankReady(parent) ? paths.parentLinkBankAccount : null,
  };
}
