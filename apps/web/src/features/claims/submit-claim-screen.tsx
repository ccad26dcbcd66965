import { readServiceProviderInfo } from '@ace/app-core/service-provider-info';
import { childYearLabel } from '@ace/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { InfoPanel } from '../../components/info-screen.tsx';
import { LoadingScreen } from '../../components/loading-screen.tsx';
import { PageLayout } from '../../components/page-layout.tsx';
import { useT } from '@ace/app-core/i18n';
import { claimIdOf } from '@ace/app-core/parent-claim-query';
import { useProgrammeYears } from '../../lib/school-years.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParent } from '../dashboard/public.ts';
import { clearDraft, readDraft } from './claim-draft.ts';
import { useCorrection } from './use-correction.tsx';
import { ClaimForm } from './claim-form.tsx';

/**
 * SubmitNewClaim (childId, optional serviceProviderInfo; corrects: a rejected claim the new one corrects;
 * preApprovalId: the pre-approval it is claimed against).
 */
export default function SubmitClaimScreen() {
  const t = useT();
  const { parent } = useParent();
  const [params] = useSearchParams();
  const childId = Number(params.get('childId'));
  const info = params.get('serviceProviderInfo');
  const child = parent.children.find((candidate) => candidate.id === childId);
  const nonAce = useMemo(() => readServiceProviderInfo(info), [info]);
  // The draft left when the parent went to the ServiceProvider screen: read on arrival, then forgotten.
  const [saved] = useState(() => readDraft(childId));
  useEffect(() => {
    clearDraft(childId);
  }, [childId]);
  const correction = useCorrection(saved, claimIdOf(params.get('corrects')));
  // A pre-approval's id is written as a claim's: a positive whole number.
  const preApprovalId = claimIdOf(params.get('preApprovalId'));
  usePageTitle(t('claimForm.title'));
  const schoolYears = useProgrammeYears();

  if (child === undefined) {
    return (
      <PageLayout homePath={paths.dashboard}>
        <InfoPanel title={t('claimForm.title')}>
          <Text>{t('claimForm.studentNotFound')}</Text>
          <Anchor component={Link} to={paths.dashboard}>
            {t('app.goToDashboard')}
          </Anchor>
        </InfoPanel>
      </PageLayout>
    );
  }
  if (correction.state !== 'ready') {
    return <PageLayout homePath={paths.dashboard}>{correction.screen}</PageLayout>;
  }
  if (schoolYears === undefined) return <LoadingScreen />;
  const name = `${child.firstName} ${child.lastName}`;
  const year = childYearLabel(schoolYears, child.schoolYear, t);
  return (
    <PageLayout homePath={paths.dashboard} size="md">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.dashboard} size="sm">
          ← {t('app.goToDashboard')}
        </Anchor>
        <div>
          <Title order={1}>{t('claimForm.title')}</Title>
          <Text mt={4}>{t('claimForm.forStudent', { name, schoolYear: year })}</Text>
        </div>
        {correction.notice}
        <ClaimForm
          key={`${child.id}:${info ?? ''}`}
          parent={parent}
          child={child}
          draft={correction.draft}
          nonAceFromRoute={nonAce}
          preApprovalFromRoute={preApprovalId}
          schoolYears={schoolYears}
        />
      </Stack>
    </PageLayout>
  );
}
