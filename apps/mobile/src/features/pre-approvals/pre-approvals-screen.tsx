import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { InfoPanel, ParentScreen } from '../../components/screen';
import { colours, space, text } from '../../components/theme';
import { paramText } from '../../lib/route-params';
import { useParent } from '../dashboard/public';
import { PreApprovalForm } from './pre-approval-form';
import { PreApprovalList } from './pre-approval-list';

/**
 * Ask before you buy (issue 35 part 1), at /pre-approvals?childId=…, opened from the child's card: the request form
 * for one child, then that child's pre-approvals and where each stands.
 */
export function PreApprovalsScreen() {
  const t = useT();
  const router = useRouter();
  const { parent } = useParent();
  const childId = Number(paramText(useLocalSearchParams<{ childId?: string }>().childId));
  const child = parent.children.find((candidate) => candidate.id === childId);
  const toDashboard = () => {
    router.dismissTo('/dashboard');
  };
  if (child === undefined) {
    return (
      <ParentScreen>
        <InfoPanel
          title={t('preApproval.screen.title')}
          actions={<Button label={t('app.goToDashboard')} onPress={toDashboard} />}
        >
          {t('claimForm.studentNotFound')}
        </InfoPanel>
      </ParentScreen>
    );
  }
  const name = `${child.firstName} ${child.lastName}`;
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
          {t('preApproval.screen.title')}
        </Text>
        <Text style={text.body}>{t('preApproval.screen.intro', { name })}</Text>
        <Text style={[text.label, styles.available]}>
          {t('claimForm.available', { amount: formatDollars(child.dollars.available) })}
        </Text>
      </View>
      <PreApprovalForm key={child.id} child={child} />
      <PreApprovalList childId={child.id} name={name} />
    </ParentScreen>
  );
}

const styles = StyleSheet.create({
  intro: { gap: space.xs },
  available: { color: colours.brandDark },
});
