import { isUsablePreApproval } from '@ace/app-core/claim-pre-approval';
import { formatDollars } from '@ace/app-core/format-dollars';
import { useT } from '@ace/app-core/i18n';
import { usePreApprovals } from '@ace/app-core/pre-approval-form';
import {
  formatListDate,
  preApprovalStandingText,
  serviceCategoryLabelId,
  type PreApprovalStatus,
  type PreApprovalView,
} from '@ace/domain';
import { useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { openLink } from '../../components/open-link';
import { statusColour } from '../../components/status-colour';
import { colours, panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { config } from '../../lib/config';
import { claimAgainstPreApprovalRoute } from '../../lib/route-params';

/** The colour of a pre-approval's standing: a claim's for its statuses, muted once expired. */
function colourOf(status: PreApprovalStatus): string {
  return status === 'Expired' ? colours.muted : statusColour[status];
}

/** The quote sent as a file, opened outside the app from its signed address at the portal. */
function QuoteFileLink({ name, url }: { name: string; url: string }) {
  const t = useT();
  const label = t('preApproval.item.quoteFile', { name });
  return (
    <Button
      variant="link"
      label={label}
      accessibilityLabel={`${label}, ${t('mobile.openLink')}`}
      onPress={() => {
        openLink(new URL(url, config.portalUrl).toString());
      }}
    />
  );
}

function PreApprovalItem({ preApproval }: { preApproval: PreApprovalView }) {
  const t = useT();
  const router = useRouter();
  return (
    <View style={styles.item} role="listitem">
      <Text style={text.label}>
        {t('preApproval.item.title', {
          amount: formatDollars(preApproval.amount),
          category: t(serviceCategoryLabelId(preApproval.category)),
        })}
      </Text>
      <Text style={text.small}>
        {t('preApproval.item.details', {
          provider: preApproval.provider.name,
          date: formatListDate(preApproval.expectedDate),
        })}
      </Text>
      <Text style={text.body}>{preApproval.description}</Text>
      {preApproval.quoteFile !== undefined && (
        <QuoteFileLink name={preApproval.quoteFile.name} url={preApproval.quoteFile.url} />
      )}
      <Text style={[text.label, { color: colourOf(preApproval.status) }]}>
        {preApprovalStandingText(preApproval, t)}
      </Text>
      {isUsablePreApproval(preApproval, new Date()) && (
        <Button
          variant="secondary"
          label={t('preApproval.item.claim')}
          onPress={() => {
            router.push(claimAgainstPreApprovalRoute(preApproval.childId, preApproval.id));
          }}
        />
      )}
    </View>
  );
}

/** A child's pre-approvals, the newest first, each with where it stands (issue 35 part 1), as the web lists them. */
export function PreApprovalList({ childId, name }: { childId: number; name: string }) {
  const t = useT();
  const query = usePreApprovals(api);
  if (query.isPending) return null;
  const heading = (
    <Text style={text.heading} accessibilityRole="header">
      {t('preApproval.list.title')}
    </Text>
  );
  if (query.isError) {
    return (
      <View style={styles.list}>
        {heading}
        <View style={styles.failed}>
          <Text style={text.error} accessibilityRole="alert">
            {t('preApproval.list.loadFailed')}
          </Text>
          <Button
            variant="secondary"
            label={t('preApproval.list.retry')}
            onPress={() => {
              void query.refetch();
            }}
          />
        </View>
      </View>
    );
  }
  const mine = query.data.filter((preApproval) => preApproval.childId === childId);
  return (
    <View style={styles.list}>
      {heading}
      {mine.length === 0 ? (
        <Text style={text.small}>{t('preApproval.list.empty', { name })}</Text>
      ) : (
        <View role="list" style={styles.list}>
          {mine.map((preApproval) => (
            <PreApprovalItem key={preApproval.id} preApproval={preApproval} />
          ))}
        </View>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  list: { gap: space.sm },
  item: { ...panel, gap: space.xs },
  failed: { gap: space.sm, alignItems: 'flex-start' },
});
