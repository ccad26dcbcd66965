import { formatListDate, formatStaffTime, transferStatusId, type ClaimTransfer, type Payee } from '@ace/domain';
import { Group, Text } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimListPanel } from './claim-list-panel.tsx';
import { useClaimTransfers } from './merit-cs-queries.ts';

/**
 * The claim's payouts, oldest first: what was sent to whom, its reference at the bank (the one its provider's claim
 * details show, issue 36), where each stands at the bank, and why one is not paid or what of it must be recovered (a claim reopened or lowered after the bank paid it); one held until its payee
 * connects a bank says since when and what happens next (issue 36).
 */
export function ClaimPayments({ claimId }: { claimId: number }) {
  const t = useT();
  const transfers = useClaimTransfers(claimId);
  return (
    <ClaimListPanel
      heading={t('meritCsScreen.payments.heading')}
      loading={t('meritCsScreen.payments.loading')}
      empty={t('meritCsScreen.payments.empty')}
      items={transfers.data}
    >
      {(transfer) => <PaymentEntry transfer={transfer} />}
    </ClaimListPanel>
  );
}

/** A payout held for its payee's bank: since when, and that it goes by itself once that bank can receive it. */
const waitingText = {
  parent: 'meritCsScreen.payments.waitingForParentBank',
  provider: 'meritCsScreen.payments.waitingForProviderBank',
} as const satisfies Record<Payee, string>;

function PaymentEntry({ transfer }: { transfer: ClaimTransfer }) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>
          {formatDollars(transfer.amount)} · {t(transferStatusId(transfer.status))}
        </Text>
        <Text size="sm" c="dimmed" component="time" dateTime={transfer.updatedAt}>
          {t('meritCsScreen.payments.updated', { when: formatStaffTime(transfer.updatedAt, t) })}
        </Text>
      </Group>
      <Text size="sm">
        {t(transfer.payTo === 'User' ? 'meritCsScreen.payments.toParent' : 'meritCsScreen.payments.toProvider')}
      </Text>
      {transfer.reference !== null && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('meritCsScreen.payments.reference', { reference: transfer.reference })}
        </Text>
      )}
      {transfer.waitingForBank !== null ? (
        <Text size="sm">
          {t(waitingText[transfer.waitingForBank.payee], {
            date: formatListDate(transfer.waitingForBank.since),
            count: transfer.waitingForBank.businessDays,
          })}
        </Text>
      ) : (
        transfer.lastError !== null && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {transfer.lastError}
          </Text>
        )
      )}
    </>
  );
}
