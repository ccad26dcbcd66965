import { Anchor, Button, Text } from '@mantine/core';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { config } from '../../lib/config.ts';
import { useT } from '@ace/app-core/i18n';
import { richText, slot } from '../../lib/rich-text.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { logoutAndReload } from '../../lib/auth.ts';

function StartAgain() {
  const t = useT();
  return (
    <Button
      component="a"
      href="/"
      onClick={(event) => {
        event.preventDefault();
        logoutAndReload();
      }}
    >
      {t('error.generic.startAgain')}
    </Button>
  );
}

/**
 * The generic error page: an unexpected failure, and the link 'Start again from homepage' (spec section 2). A failure
 * of the server shows its reference, so a screenshot of the page leads support staff to the request in the logs.
 */
export function GenericErrorScreen({ reference }: { reference?: string | undefined }) {
  const t = useT();
  usePageTitle(t('error.generic.title'));
  return (
    <PageLayout signedIn={false}>
      <InfoPanel title={t('error.generic.title')} actions={<StartAgain />}>
        <Text>
          {richText(t('error.generic.body', { email: slot('email') }), {
            email: <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>,
          })}
        </Text>
        {reference === undefined ? null : (
          <Text size="sm" c="dimmed">
            {t('error.reference', { id: reference })}
          </Text>
        )}
      </InfoPanel>
    </PageLayout>
  );
}

/** An uncaught rendering error: 'Something went wrong' / 'That's all we know' (spec section 2). */
export function UncaughtErrorScreen() {
  const t = useT();
  usePageTitle(t('error.uncaught.title'));
  return (
    <PageLayout signedIn={false}>
      <InfoPanel title={t('error.uncaught.title')} actions={<StartAgain />}>
        {t('error.uncaught.body')}
      </InfoPanel>
    </PageLayout>
  );
}
