import { useT } from '@ace/app-core/i18n';
import { useMutation } from '@tanstack/react-query';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { openLink } from '../../components/open-link';
import { panel, text } from '../../components/theme';
import { api } from '../../lib/api';

/**
 * 'Your data' on the dashboard, as on the web (issue 21): 'Download my data' asks the API for a one-minute link to the
 * family's archive and opens it outside the app, where the phone's browser saves the zip (ADR 0020); the button is
 * busy meanwhile, and a failure is said under it.
 */
export function DataArchiveSection() {
  const t = useT();
  const download = useMutation({
    mutationFn: () => api.dataArchive.link(),
    onSuccess: openLink,
  });
  return (
    <View style={styles.section}>
      <Text style={text.heading} accessibilityRole="header">
        {t('dataArchive.title')}
      </Text>
      <Text style={text.body}>{t('dataArchive.explanation')}</Text>
      <Button
        variant="secondary"
        label={t('dataArchive.download')}
        busy={download.isPending}
        onPress={() => {
          download.mutate();
        }}
      />
      <Text style={text.small} accessibilityLiveRegion="polite">
        {download.isPending ? t('dataArchive.preparing') : ''}
      </Text>
      {download.isError && (
        <Text style={text.error} accessibilityRole="alert">
          {t('dataArchive.failed')}
        </Text>
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { ...panel },
});
