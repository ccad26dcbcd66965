import { useT } from '@ace/app-core/i18n';
import { claimIdOf } from '@ace/app-core/parent-claim-query';
import { readServiceProviderInfo } from '@ace/app-core/service-provider-info';
import { childYearLabel } from '@ace/domain';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { useEffect, useMemo } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel, ParentScreen } from '../../components/screen';
import { space, text } from '../../components/theme';
import { useProgrammeYears } from '../../lib/school-years';
import { useParent } from '../dashboard/public';
import { LoadingScreen } from '../startup/public';
import { clearDraft, readDraft } from './claim-draft';
import { ClaimForm } from './claim-form';
import { paramText } from '../../lib/route-params';
import { useCorrection } from './use-correction';

/**
 * SubmitNewClaim (childId, optional serviceProviderInfo; corrects: a rejected claim the new one corrects;
 * preApprovalId: the pre-approval it is claimed against).
 */
export function SubmitClaimScreen() {
  const t = useT();
  const router = useRouter();
  const { parent } = useParent();
  const params = useLocalSearchParams<{
    childId?: string;
    serviceProviderInfo?: string;
    corrects?: string;
    preApprovalId?: string;
  }>();
  const childId = Number(paramText(params.childId));
  const info = paramText(params.serviceProviderInfo) ?? '';
  const child = parent.children.find((candidate) => candidate.id === childId);
  const nonAce = useMemo(() => readServiceProviderInfo(info), [info]);
  // What was typed before the parent went to the ServiceProvider screen: read again when its answer arrives
  // (the form starts afresh with it), forgotten when this screen is left.
  const saved = useMemo(() => (info === '' ? undefined : readDraft(childId)), [childId, info]);
  // A saved draft carries the correction it belongs to; without one, the route names the claim being corrected.
  const correction = useCorrection(saved, claimIdOf(paramText(params.corrects)));
  // A pre-approval's id is written as a claim's: a positive whole number.
  const preApprovalId = claimIdOf(paramText(params.preApprovalId));
  const schoolYears = useProgrammeYears();
  useEffect(
    () => () => {
      clearDraft(childId);
    },
    [childId],
  );
  const toDashboard = () => {
    router.dismissTo('/dashboard');
  };

  if (child === undefined) {
    return (
      <ParentScreen>
        <InfoPanel
          title={t('claimForm.title')}
          actions={<Button label={t('app.goToDashboard')} onPress={toDashboard} />}
        >
          {t('claimForm.studentNotFound')}
        </InfoPanel>
      </ParentScreen>
    );
  }
  if (correction.state !== 'ready') return <ParentScreen>{correction.screen}</ParentScreen>;
  if (schoolYears === undefined) return <LoadingScreen />;
  const name = `${child.firstName} ${child.lastName}`;
  const year = childYearLabel(schoolYears, child.schoolYear, t);
  return (
    <ParentScreen>
      <Button
        variant="link"
        label={`← ${t('app.goToDashboard')}`}
        accessibilityLabel={t('app.goToDashboard')}
        onPress={toDashboard}
      />
      <View style={styles.intro}>
        <Text style={text.title} accessibilityRole="header">
          {t('claimForm.title')}
        </Text>
        <Text style={text.body}>{t('claimForm.forStudent', { name, schoolYear: year })}</Text>
      </View>
      {correction.notice}
      <ClaimForm
        key={`${child.id}:${info}`}
        parent={parent}
        child={child}
        draft={correction.draft}
        nonAceFromRoute={nonAce}
        preApprovalFromRoute={preApprovalId}
        schoolYears={schoolYears}
      />
    </ParentScreen>
  );
}

const styles = StyleSheet.create({
  intro: { gap: space.xs },
});
