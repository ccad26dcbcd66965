import type { UserType } from '@ace/domain';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLayout } from '../../components/page-layout.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useLoginContent } from './login-content.tsx';

/**
 * A login screen as it looks (parent splash, support staff, service provider): a title, a line, the login button
 * and what else the screen shows. `onIntent` runs when the button is about to be used (hovered, focused, touched).
 */
export function SignInPanel({
  userType,
  loading,
  onSignIn,
  onIntent,
  children,
}: {
  userType: UserType;
  loading: boolean;
  onSignIn: () => void;
  onIntent?: () => void;
  children?: ReactNode;
}) {
  const { title, subtitle, buttonLabel, more } = useLoginContent(userType);
  usePageTitle(subtitle);
  return (
    <PageLayout signedIn={false} size="sm">
      <Paper withBorder shadow="xs" radius="md" p={{ base: 'lg', sm: 'xl' }} mt={{ base: 0, sm: 'xl' }}>
        <Stack gap="lg" align="center" ta="center">
          <Title order={1}>{title}</Title>
          <Text size="lg">{subtitle}</Text>
          <Button
            size="lg"
            fullWidth
            maw={360}
            loading={loading}
            onClick={onSignIn}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onTouchStart={onIntent}
          >
            {buttonLabel}
          </Button>
          {more}
        </Stack>
      </Paper>
      {children}
    </PageLayout>
  );
}
