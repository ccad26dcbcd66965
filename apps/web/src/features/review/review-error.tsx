import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { meritCsLoginPath, paths } from '../../lib/paths.ts';
import { wayBackLabel, type WayBack } from '../../lib/way-back.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { useT } from '@ace/app-core/i18n';
import { MailLink } from '../../components/external-link.tsx';
import { config } from '../../lib/config.ts';
import { richText, slot } from '../../lib/rich-text.tsx';

/** Why the review cannot be shown: the link itself (cut, garbled, unknown, expired), or anything else. */
export type ReviewErrorKind = 'link' | 'other';

/** The way back: the signed-in reviewer's, else the sign-in pages of those who receive review links. */
function WayBackActions({ wayBack }: { wayBack: WayBack | null }) {
  const t = useT();
  if (wayBack !== null) {
    return (
      <Button component={Link} to={wayBack.path}>
        {t(wayBackLabel[wayBack.place])}
      </Button>
    );
  }
  return (
    <Group justify="center" gap="md">
      <Button component={Link} to={paths.providerLogin}>
        {t('reviewScreen.error.providerSignIn')}
      </Button>
      <Anchor component={Link} to={paths.meritCsLogin}>
        {t('reviewScreen.error.staffSignIn')}
      </Anchor>
    </Group>
  );
}

/**
 * The review-claim error screen: the server's message in plain words, what to do about a broken link, and a way
 * back. Someone signed out who holds an internal link is offered the support staff login, which brings them back.
 */
export function ReviewError({
  message,
  kind,
  offerStaffLogin,
  wayBack,
}: {
  message: string;
  kind: ReviewErrorKind;
  offerStaffLogin: boolean;
  wayBack: WayBack | null;
}) {
  const t = useT();
  const location = useLocation();
  return (
    <InfoPanel
      title={t('reviewScreen.error.title')}
      actions={
        offerStaffLogin ? (
          <Button component={Link} to={meritCsLoginPath(location.pathname + location.search)}>
            {t('reviewScreen.error.signIn')}
          </Button>
        ) : (
          <WayBackActions wayBack={wayBack} />
        )
      }
    >
      <Stack gap="xs">
        <Text fw={600}>{message}</Text>
        {kind === 'link' && (
          <Text>
            {richText(t('reviewScreen.error.linkHelp', { email: slot('email') }), {
              email: <MailLink email={config.supportEmail} />,
            })}
          </Text>
        )}
      </Stack>
    </InfoPanel>
  );
}
