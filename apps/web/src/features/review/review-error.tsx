import { Button, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { meritCsLoginPath } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { useT } from '@ace/app-core/i18n';

/**
 * The review-claim error screen: the server's message (an unknown or expired link, the wrong person, a failure).
 * Someone signed out who holds an internal link is offered the support staff login, which brings them back here.
 */
export function ReviewError({ message, offerStaffLogin }: { message: string; offerStaffLogin: boolean }) {
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
        ) : undefined
      }
    >
      <Text>{message}</Text>
    </InfoPanel>
  );
}
