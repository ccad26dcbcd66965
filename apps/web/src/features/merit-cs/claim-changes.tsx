import {
  defaultMeritCsMode,
  meritCsModesFor,
  unavailableChangesText,
  type MeritCsClaim,
  type MeritCsMode,
} from '@ace/domain';
import { ActionIcon, Group, Radio, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useT } from '@ace/app-core/i18n';
import { InfoIcon } from '../../components/icons.tsx';
import { ClaimAmountForm } from './claim-amount-form.tsx';
import { ClaimStatusForm } from './claim-status-form.tsx';

/**
 * 'What do you want to change?' (spec section 4, issue 36): only the changes the claim's status allows, the status of
 * an Accepted or Rejected claim, the amount of an Accepted one, defaulting per the spec; and a line saying why the
 * others cannot be made and when they can. A pending claim offers none, so no choice is shown that would be refused.
 */
export function ClaimChanges({ claim }: { claim: MeritCsClaim }) {
  const t = useT();
  const [chosen, setChosen] = useState<MeritCsMode>(defaultMeritCsMode(claim.status));
  const modes = meritCsModesFor(claim.status);
  // A claim reloaded in another status (sent back to Pending) offers what that status allows.
  const mode = modes.includes(chosen) ? chosen : modes[0];
  const why = unavailableChangesText(claim.status, t);
  const amountTooltip = t('meritCs.mode.amountTooltip');
  return (
    <>
      {mode !== undefined && (
        <Radio.Group
          label={t('meritCsScreen.claim.modeLabel')}
          value={mode}
          onChange={(value) => {
            setChosen(value === 'status' ? 'status' : 'amount');
          }}
        >
          <Group mt="xs" gap="lg">
            {modes.includes('status') && <Radio value="status" label={t('meritCs.mode.status')} />}
            {modes.includes('amount') && (
              <Group gap={4} wrap="nowrap">
                <Radio value="amount" label={t('meritCs.mode.amount')} />
                <Tooltip label={amountTooltip} events={{ hover: true, focus: true, touch: true }}>
                  <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={amountTooltip}>
                    <InfoIcon />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
        </Radio.Group>
      )}
      {why !== null && <Text size="sm">{why}</Text>}
      {mode === 'status' && <ClaimStatusForm claim={claim} />}
      {mode === 'amount' && <ClaimAmountForm claim={claim} />}
    </>
  );
}
