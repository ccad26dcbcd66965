import type { ParentClaimDetails } from '@ace/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { api } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { isUnexpectedError } from '@ace/app-core/query-client';
import { useT } from '@ace/app-core/i18n';
import { ParentClaimDetailsView } from './parent-claim-details.tsx';

/** The claim id of the address, or null when it names no claim. */
function claimIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && String(id) === text ? id : null;
}

function NotFound() {
  const t = useT();
  return (
    <InfoPanel
      title={t('parentClaim.notFound.title')}
      actions={
        <Button component={Link} to={paths.dashboard}>
          {t('app.goToDashboard')}
        </Button>
      }
    >
      {t('parentClaim.notFound.body')}
    </InfoPanel>
  );
}

/** The claim with its heading, focused on arrival so a screen reader starts there; Print makes the receipt. */
function ClaimPage({ claim }: { claim: ParentClaimDetails }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.dashboard} fw={600} className="print-hidden">
        ← {t('app.goToDashboard')}
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {t('parentClaim.title', { id: claim.id })}
          </Title>
          <Text c="dimmed">
            {t('parentClaim.forStudent', { name: `${claim.child.firstName} ${claim.child.lastName}` })}
          </Text>
        </div>
        <Button
          variant="outline"
          className="print-hidden"
          onClick={() => {
            window.print();
          }}
        >
          {t('parentClaim.print')}
        </Button>
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <ParentClaimDetailsView claim={claim} />
      </Paper>
    </Stack>
  );
}

/** A claim's details for its parent at /claims/{id} (issue 15); another family's claim, or none, is not found. */
export default function ParentClaimScreen() {
  const t = useT();
  const claimId = claimIdOf(useParams().claimId);
  const query = useQuery({
    queryKey: ['parent-claim', claimId],
    queryFn: () => api.claims.details(claimId ?? 0),
    enabled: claimId !== null,
    // Not found (or not this family's) is the not-found state; a server failure is unexpected.
    throwOnError: isUnexpectedError,
  });
  const notFound = claimId === null || query.isError;
  usePageTitle(notFound ? t('parentClaim.notFound.title') : t('parentClaim.title', { id: claimId }));

  let content;
  if (notFound) content = <NotFound />;
  else if (query.isPending) content = <LoadingNotice label={t('parentClaim.loading')} />;
  else content = <ClaimPage claim={query.data} />;
  return (
    <PageLayout homePath={paths.dashboard} size="md">
      {content}
    </PageLayout>
  );
}
