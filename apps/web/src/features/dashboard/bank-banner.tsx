import { claimsWaitingForYourBank, isBankReady, parentClaimPath, type ParentUser } from '@ace/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { WarningAlert } from '../../components/warning-alert.tsx';

/**
 * Shown when the bank details are missing or the connection is unhealthy, with the spec's two texts, or while a
 * payment waits for the parent to reconnect their bank: then it names those payments, each a link to its claim.
 */
export function BankBanner({ parent }: { parent: ParentUser }) {
  const t = useT();
  const waiting = claimsWaitingForYourBank(parent);
  if (isBankReady(parent) && waiting.length === 0) return null;
  const title = parent.hasProvidedBankDetails
    ? t('dashboard.bankBanner.disconnected')
    : t('dashboard.bankBanner.neverProvided');
  return (
    <WarningAlert title={title}>
      <Stack gap="xs">
        <Text c="dark.8">{t('dashboard.bankBanner.explanation')}</Text>
        {waiting.length > 0 && (
          <div>
            <Text c="dark.8">{t('dashboard.bankBanner.paymentsWaiting')}</Text>
            <List>
              {waiting.map((claim) => (
                <List.Item key={claim.id}>
                  <Anchor component={Link} to={parentClaimPath(claim.id)}>
                    {t('dashboard.bankBanner.paymentWaiting', { id: claim.id, amount: formatDollars(claim.amount) })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </div>
        )}
        <Anchor component={Link} to={paths.parentLinkBankAccount} fw={600}>
          {waiting.length > 0 ? t('parentClaim.payout.reconnect') : t('dashboard.bankBanner.link')}
        </Anchor>
      </Stack>
    </WarningAlert>
  );
}
