import { Anchor, Container, Group, Text } from '@mantine/core';
import { config } from '../lib/config.ts';
import { useT } from '@ace/app-core/translator';
import { richText, slot } from '../lib/rich-text.tsx';
import { ExternalLink } from './external-link.tsx';

/** Help, Privacy, Terms and the copyright line (spec section 1), all from configuration. */
export function Footer() {
  const t = useT();
  return (
    <footer>
      <Container size="lg" py="lg">
        <Group justify="space-between" gap="sm">
          <Group gap="lg" component="nav" aria-label={t('app.footer.help')}>
            <ExternalLink href={config.helpCenterUrl} size="sm">
              {t('app.footer.help')}
            </ExternalLink>
            <ExternalLink href={config.privacyUrl} size="sm">
              {t('app.footer.privacy')}
            </ExternalLink>
            <ExternalLink href={config.termsUrl} size="sm">
              {t('app.footer.terms')}
            </ExternalLink>
          </Group>
          <Text size="sm" c="dimmed">
            {t('app.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          {richText(t('app.support', { email: slot('email') }), {
            email: (
              <Anchor href={`mailto:${config.supportEmail}`} size="sm">
                {config.supportEmail}
              </Anchor>
            ),
          })}
        </Text>
      </Container>
    </footer>
  );
}
