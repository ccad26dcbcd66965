import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { Link } from 'react-router';
import { config } from '../lib/config.ts';
import { useT } from '@ace/app-core/translator';
import { ExternalLink } from './external-link.tsx';
import { Footer } from './footer.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export const MAIN_ID = 'main';

/**
 * The router's link, given by the router itself: a screen drawn without the router (a signed-out login screen, the
 * last-resort error screen) links home with a plain link instead, and does not load the router to do so.
 */
export const RouterLinkContext = createContext<typeof Link | null>(null);

/** Logout, given by the portal: a signed-out login screen draws the header without loading the session's code. */
export const LogoutContext = createContext<(() => void) | null>(null);

/** The first thing a keyboard reaches on every screen: a way past the header to the main content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}

/** Every screen's header: the programme's name, the language switch, the help centre, Logout once signed in. */
export function Header({ signedIn, homePath = '/' }: { signedIn: boolean; homePath?: string }) {
  const t = useT();
  const programme = t('app.programmeName');
  const RouterLink = useContext(RouterLinkContext);
  const logout = useContext(LogoutContext);
  const name = (
    <Text span fw={700} size="lg" c="ace.8">
      {programme}
    </Text>
  );
  const home = RouterLink ? (
    <Anchor component={RouterLink} to={homePath} underline="never" aria-label={t('app.home', { programme })}>
      {name}
    </Anchor>
  ) : (
    <Anchor href={homePath} underline="never" aria-label={t('app.home', { programme })}>
      {name}
    </Anchor>
  );
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm">
          {home}
          <Group gap="md" justify="flex-end" ml="auto">
            <LanguageSwitch />
            <ExternalLink href={config.helpCenterUrl} size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('app.helpCenter')}
            </ExternalLink>
            {signedIn && logout !== null && (
              <Button
                variant="outline"
                size="sm"
                style={{ flexShrink: 0 }}
                onClick={() => {
                  logout();
                }}
              >
                {t('app.logout')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** A screen: header, the main content (target of the skip link), footer. */
export function PageLayout({
  children,
  signedIn = true,
  homePath,
  size = 'lg',
}: {
  children: ReactNode;
  signedIn?: boolean;
  homePath?: string;
  size?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header signedIn={signedIn} {...(homePath === undefined ? {} : { homePath })} />
      <Container component="main" id={MAIN_ID} tabIndex={-1} size={size} py="xl" w="100%" style={{ flex: 1 }}>
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
