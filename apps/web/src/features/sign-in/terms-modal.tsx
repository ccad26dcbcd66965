import { ActionIcon, Button, Checkbox, Group, List, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { ExternalLink } from '../../components/external-link.tsx';
import { InfoIcon } from '../../components/icons.tsx';
import { config } from '../../lib/config.ts';
import { useT } from '@ace/app-core/i18n';

/** A long e-mail address or link breaks where it must, so the terms fit a 375 px screen without scrolling sideways. */
const breakLongWords = { overflowWrap: 'anywhere' } as const;

/**
 * The terms-of-service modal (spec section 2): titled with the product name, says what the portal asks of the
 * person's Merit account, and keeps Allow disabled until the terms are accepted. Cancel or closing logs out.
 */
export function TermsModal({
  opened,
  email,
  onAllow,
  onCancel,
}: {
  opened: boolean;
  email: string | null;
  onAllow: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [accepted, setAccepted] = useState(false);
  const product = t('app.productName');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={product}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md" style={breakLongWords}>
        <Text>
          {email === null ? t('terms.requestsAccess', { product }) : t('terms.requestsAccessFor', { product, email })}
        </Text>
        <div>
          <Text fw={600} mb="xs">
            {t('terms.allowsTo', { product })}
          </Text>
          <List spacing="xs">
            <List.Item>{t('terms.viewNameAndEmail')}</List.Item>
            <List.Item>
              <Group gap={6} wrap="nowrap" component="span">
                <span style={{ minWidth: 0 }}>{t('terms.viewAllMerits')}</span>
                <Tooltip label={t('terms.viewAllMeritsTooltip')} events={{ hover: true, focus: true, touch: true }}>
                  <ActionIcon variant="subtle" size="sm" radius="xl" aria-label={t('terms.viewAllMeritsTooltip')}>
                    <InfoIcon />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </List.Item>
          </List>
        </div>
        <Text size="sm">
          {t('terms.readThe')} <ExternalLink href={config.termsUrl}>{t('terms.termsLink')}</ExternalLink>{' '}
          {t('terms.and')} <ExternalLink href={config.privacyUrl}>{t('terms.privacyLink')}</ExternalLink>.
        </Text>
        <Checkbox
          label={t('terms.accept')}
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.currentTarget.checked);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('terms.cancel')}
          </Button>
          <Button disabled={!accepted} onClick={onAllow}>
            {t('terms.allow')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
