import {
  CLAIM_READS_SHOWN,
  claimEventActionId,
  claimEventActorId,
  formatStaffTime,
  STAFF_READ_KIND_IDS,
  staffStatusId,
  type ClaimEvent,
  type StaffRead,
  type Translate,
} from '@ace/domain';
import { Group, Text } from '@mantine/core';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { ClaimListPanel } from './claim-list-panel.tsx';
import { useClaimReads } from './family-queries.ts';
import { useClaimEvents } from './merit-cs-queries.ts';

/**
 * Who did what to the claim, when, from what to what, and why (ADR 0005), oldest first; then who at the programme
 * opened the claim or its files, when and from where (ADR 0019), newest first.
 */
export function ClaimAuditTrail({ claimId }: { claimId: number }) {
  const t = useT();
  const events = useClaimEvents(claimId);
  return (
    <>
      <ClaimListPanel
        heading={t('meritCsScreen.audit.heading')}
        loading={t('meritCsScreen.audit.loading')}
        empty={t('meritCsScreen.audit.empty')}
        items={events.data}
      >
        {(event) => <AuditEntry event={event} />}
      </ClaimListPanel>
      <ClaimReads claimId={claimId} />
    </>
  );
}

function ClaimReads({ claimId }: { claimId: number }) {
  const t = useT();
  const reads = useClaimReads(claimId);
  return (
    <ClaimListPanel
      heading={t('accessRecord.claim.heading')}
      loading={t('accessRecord.claim.loading')}
      empty={t('accessRecord.claim.empty')}
      items={reads.data}
      note={
        reads.data !== undefined && reads.data.length >= CLAIM_READS_SHOWN
          ? t('accessRecord.claim.capped', { count: CLAIM_READS_SHOWN })
          : undefined
      }
    >
      {(read) => <ReadEntry read={read} />}
    </ClaimListPanel>
  );
}

/** 'Opened a receipt file', by whom, from where and when. */
export function ReadEntry({ read }: { read: StaffRead }) {
  const t = useT();
  return (
    <>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>{t(STAFF_READ_KIND_IDS[read.kind])}</Text>
        <Text size="sm" c="dimmed" component="time" dateTime={read.at}>
          {formatStaffTime(read.at, t)}
        </Text>
      </Group>
      <Text size="sm">{t('accessRecord.by', { name: read.staffName, email: read.staffEmail })}</Text>
      {read.fileId !== null && read.claimId !== null && (
        <Text size="sm">{t('accessRecord.file', { id: read.fileId, claimId: read.claimId })}</Text>
      )}
      <Text size="sm">{t('accessRecord.from', { address: read.address })}</Text>
    </>
  );
}

/** 'By Riley Moore (Merit CS)': the person when the server knows them, the role they acted in when it knows it. */
function actorText(event: ClaimEvent, t: Translate): string | null {
  const role = claimEventActorId(event.actorKind);
  if (event.actor === null) return role === null ? null : t('meritCsScreen.audit.by', { who: t(role) });
  if (role === null) return t('meritCsScreen.audit.by', { who: event.actor });
  return t('meritCsScreen.audit.byRole', { who: event.actor, role: t(role) });
}

function statusText({ fromStatus, toStatus }: ClaimEvent, t: Translate): string | null {
  if (toStatus === null) return null;
  const to = t(staffStatusId(toStatus));
  return fromStatus === null
    ? t('meritCsScreen.audit.statusSet', { to })
    : t('meritCsScreen.audit.status', { from: t(staffStatusId(fromStatus)), to });
}

function amountText({ fromAmount, toAmount }: ClaimEvent, t: Translate): string | null {
  if (toAmount === null) return null;
  const to = formatDollars(toAmount);
  return fromAmount === null
    ? t('meritCsScreen.audit.amountSet', { to })
    : t('meritCsScreen.audit.amount', { from: formatDollars(fromAmount), to });
}

function AuditEntry({ event }: { event: ClaimEvent }) {
  const t = useT();
  const action = claimEventActionId(event.action);
  const who = actorText(event, t);
  const status = statusText(event, t);
  const amount = amountText(event, t);
  return (
    <>
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={700}>{action === null ? event.action : t(action)}</Text>
        <Text size="sm" c="dimmed" component="time" dateTime={event.at}>
          {formatStaffTime(event.at, t)}
        </Text>
      </Group>
      {who !== null && <Text size="sm">{who}</Text>}
      {status !== null && <Text size="sm">{status}</Text>}
      {amount !== null && <Text size="sm">{amount}</Text>}
      {event.note !== null && (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {t('meritCsScreen.audit.note', { note: event.note })}
        </Text>
      )}
    </>
  );
}
