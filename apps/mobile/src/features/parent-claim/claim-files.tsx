import { useT } from '@ace/app-core/i18n';
import type { ClaimFileView } from '@ace/domain';
import { Image, Pressable, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { openLink } from '../../components/open-link';
import { colours, space, text } from '../../components/theme';
import { config } from '../../lib/config';

/** A file's address as the web page uses it (a signed path on the portal), made whole for a phone. */
function fileAddress(file: ClaimFileView): string {
  return new URL(file.url, config.portalUrl).toString();
}

/** A receipt or invoice: a PDF as a download link, an image as a thumbnail that opens the full picture. */
function ClaimFile({ file }: { file: ClaimFileView }) {
  const t = useT();
  const address = fileAddress(file);
  const open = () => {
    openLink(address);
  };
  return (
    <View style={styles.file}>
      {file.detectedFileExt === 'pdf' ? (
        <Button
          variant="link"
          label={t('claimView.pdfLink', { name: file.filename })}
          accessibilityLabel={`${t('claimView.pdfLink', { name: file.filename })}, ${t('mobile.openLink')}`}
          onPress={open}
        />
      ) : (
        <Pressable
          accessibilityRole="link"
          accessibilityLabel={`${t('claimView.openImage', { name: file.filename })}, ${t('mobile.openLink')}`}
          onPress={open}
        >
          <Image source={{ uri: address }} style={styles.thumbnail} resizeMode="contain" />
        </Pressable>
      )}
      <Text style={text.small}>{file.filename}</Text>
      {file.receiptNumber !== null && (
        <Text style={text.body}>{t('claimView.receiptNumber', { number: file.receiptNumber })}</Text>
      )}
    </View>
  );
}

/** A claim's receipts and invoices under their heading, or a line saying there are none. */
export function ClaimFiles({ files }: { files: readonly ClaimFileView[] }) {
  const t = useT();
  return (
    <View style={styles.section}>
      <Text style={text.heading} accessibilityRole="header">
        {t('claimView.files')}
      </Text>
      {files.length === 0 ? (
        <Text style={text.body}>{t('claimView.noFiles')}</Text>
      ) : (
        files.map((file) => <ClaimFile key={file.url} file={file} />)
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  section: { gap: space.sm },
  file: { borderWidth: 1, borderColor: colours.border, borderRadius: 8, padding: space.sm, gap: space.xs },
  thumbnail: { width: '100%', height: 160 },
});
