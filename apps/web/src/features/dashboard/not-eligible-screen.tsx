import { Anchor, Button, Text } from '@mantine/core';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { config } from '../../lib/config.ts';
import { useT } from '../../lib/i18n.tsx';
import { richText, slot } from '../../lib/rich-text.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { logout } from '../session/auth.ts';

function LockImage({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} width="96" height="96" viewBox="0 0 96 96">
      <circle cx="48" cy="48" r="46" fill="#e9f1fb" />
      <path d="M34 42v-8a14 14 0 0 1 28 0v8" fill="none" stroke="#1c4f8c" strokeWidth="6" strokeLinecap="round" />
      <rect x="26" y="42" width="44" height="32" rx="6" fill="#1c4f8c" />
      <circle cx="48" cy="56" r="5" fill="#fff" />
      <rect x="46" y="58" width="4" height="9" rx="2" fill="#fff" />
    </svg>
  );
}

/** A parent with no children, or no parent record (spec section 2): lock image, help e-mail, Logout. */
export default function NotEligibleScreen() {
  const t = useT();
  usePageTitle(t('notEligible.title'));
  return (
    <PageLayout homePath="/not-eligible">
      <InfoPanel
        title={t('notEligible.title')}
        image={<LockImage label={t('notEligible.lockAlt')} />}
        actions={
          <Button
            onClick={() => {
              logout();
            }}
          >
            {t('app.logout')}
          </Button>
        }
      >
        <Text size="lg">{t('login.parent.notEligible')}</Text>
        <Text>
          {richText(t('login.notRegistered.contact', { email: slot('email') }), {
            email: <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>,
          })}
        </Text>
      </InfoPanel>
    </PageLayout>
  );
}
