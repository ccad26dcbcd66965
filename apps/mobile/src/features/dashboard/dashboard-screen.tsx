import { useT } from '@ace/app-core/i18n';
import { RefreshControl, Text, View } from 'react-native';
import { ParentScreen } from '../../components/screen';
import { colours, text } from '../../components/theme';
import { BankBanner } from './bank-banner';
import { DataArchiveSection } from './data-archive-section';
import { StudentCard } from './student-card';
import { SubmittedClaimNotice } from './submitted-claim-notice';
import { useParent } from './use-parent';

/**
 * The parent dashboard (spec section 2): the way to a claim just submitted, bank banner, one card per student,
 * claim history, and the family's data to download; pull to refresh.
 */
export function DashboardScreen() {
  const t = useT();
  const { parent, refreshing, refresh } = useParent();
  return (
    <ParentScreen
      refreshControl={
        <RefreshControl
          refreshing={refreshing}
          onRefresh={refresh}
          colors={[colours.brand]}
          accessibilityLabel={t('mobile.pullToRefresh')}
        />
      }
    >
      <View>
        <Text style={text.small}>{t('dashboard.greeting', { name: parent.firstName })}</Text>
        <Text style={text.title} accessibilityRole="header">
          {t('dashboard.title')}
        </Text>
        {refreshing && (
          <Text style={text.small} accessibilityLiveRegion="polite">
            {t('dashboard.refreshing')}
          </Text>
        )}
      </View>
      <SubmittedClaimNotice />
      <BankBanner parent={parent} />
      {parent.children.map((child) => (
        <StudentCard key={child.id} child={child} />
      ))}
      <DataArchiveSection />
    </ParentScreen>
  );
}
