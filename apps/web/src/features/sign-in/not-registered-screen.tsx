import type { PlainMessageId, UserType } from '@ace/domain';
import { Anchor, Button, Text } from '@mantine/core';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { paths } from '../../lib/paths.ts';
import { config } from '../../lib/config.ts';
import { useT } from '@ace/app-core/i18n';
import { richText, slot } from '../../lib/rich-text.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { logout } from '../../lib/auth.ts';

export type NotRegisteredRole = UserType;

const screens: Readonly<Record<NotRegisteredRole, { title: PlainMessageId; text: PlainMessageId; path: string }>> = {
  Parent: { title: 'notEligible.title', text: 'login.parent.notEligible', path: paths.notEligible },
  MeritCS: { title: 'login.notRegistered.title', text: 'login.meritCs.notRegistered', path: paths.meritCsNotEligible },
  ServiceProvider: {
    title: 'login.notRegistered.title',
    text: 'login.provider.notRegistered',
    path: paths.providerNotEligible,
  },
};

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

/**
 * Someone the programme has no record of in the role they signed in for (spec section 2): a parent without
 * students (NotEligible), support staff or a provider user not registered. What happened, the lock image, the
 * support address to write to if this is a mistake, and Logout.
 */
export function NotRegisteredScreen({ role }: { role: NotRegisteredRole }) {
  const t = useT();
  const screen = screens[role];
  usePageTitle(t(screen.title));
  return (
    <PageLayout homePath={screen.path}>
      <InfoPanel
        title={t(screen.title)}
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
        <Text size="lg">{t(screen.text)}</Text>
        <Text>
          {richText(t('login.notRegistered.contact', { email: slot('email') }), {
            email: <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>,
          })}
        </Text>
      </InfoPanel>
    </PageLayout>
  );
}
