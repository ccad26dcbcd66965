import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { InfoPanel } from '../../components/info-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParent } from '../dashboard/public.ts';
import { PreApprovalForm } from './pre-approval-form.tsx';
import { PreApprovalList } from './pre-approval-list.tsx';

/** Ask before you buy (childId): the request form for one child, then that child's pre-approvals and their states. */
export default function PreApprovalsScreen() {
  const t = useT();
  const { parent } = useParent();
  const [params] = useSearchParams();
  const childId = Number(params.get('childId'));
  const child = parent.children.find((candidate) => candidate.id === childId);
  usePageTitle(t('preApproval.screen.title'));
  const back = (
    <Anchor component={Link} to={paths.dashboard} size="sm">
      ← {t('app.goToDashboard')}
    </Anchor>
  );
  if (child === undefined) {
    return (
      <PageLayout homePath={paths.dashboard}>
        <InfoPanel title={t('preApproval.screen.title')}>
          <Text>{t('claimForm.studentNotFound')}</Text>
          {back}
        </InfoPanel>
      </PageLayout>
    );
  }
  const name = `${child.firstName} ${child.lastName}`;
  return (
    <PageLayout homePath={paths.dashboard} size="md">
      <Stack gap="lg">
        {back}
        <div>
          <Title order={1}>{t('preApproval.screen.title')}</Title>
          <Text mt={4}>{t('preApproval.screen.intro', { name })}</Text>
          <Text fw={600} c="ace.8">
            {t('claimForm.available', { amount: formatDollars(child.dollars.available) })}
          </Text>
        </div>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <PreApprovalForm key={child.id} child={child} />
        </Paper>
        <PreApprovalList childId={child.id} name={name} />
      </Stack>
    </PageLayout>
  );
}
