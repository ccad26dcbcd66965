import type { ParentClaimDetails } from '@ace/domain';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { correctClaimPath, paths } from '../../lib/paths.ts';
import { LoadingNotice } from '../../components/loading-notice.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useT } from '@ace/app-core/i18n';
import { AppealSection } from './appeal-section.tsx';
import { ClaimAudit } from './claim-audit.tsx';
import { ClaimNotFound } from './claim-not-found.tsx';
import { ParentClaimDetailsView } from './parent-claim-details.tsx';
import { claimIdOf, useParentClaim } from './use-parent-claim.ts';

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
      <ClaimAudit claimId={claim.id} />
      {claim.resubmission !== null && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} className="print-hidden">
          <Stack gap="sm" align="flex-start">
            <Text>{t('resubmit.hint')}</Text>
            <Button component={Link} to={correctClaimPath(claim.child.id, claim.id)}>
              {t('resubmit.action')}
            </Button>
          </Stack>
        </Paper>
      )}
      <AppealSection claim={claim} />
    </Stack>
  );
}

/** A claim's details for its parent at /claims/{id} (issue 15); another family's claim, or none, is not found. */
export default function ParentClaimScreen() {
  const t = useT();
  const claimId = claimIdOf(useParams().claimId);
  const query = useParentClaim(claimId);
  const notFound = claimId === null || query.isError;
  usePageTitle(notFound ? t('parentClaim.notFound.title') : t('parentClaim.title', { id: claimId }));

  let content;
  if (notFound) content = <ClaimNotFound />;
  else if (query.isPending) content = <LoadingNotice label={t('parentClaim.loading')} />;
  else content = <ClaimPage claim={query.data} />;
  return (
    <PageLayout homePath={paths.dashboard} size="md">
      {content}
    </PageLayout>
  );
}
