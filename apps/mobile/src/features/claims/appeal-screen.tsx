import { useAppealForm } from '@ace/app-core/claim-appeal';
import { useT } from '@ace/app-core/i18n';
import { claimIdOf } from '@ace/app-core/parent-claim-query';
import { MAX_FILES_PER_CLAIM, parentClaimPath } from '@ace/domain';
import { useLocalSearchParams, useRouter } from 'expo-router';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { ParentScreen } from '../../components/screen';
import { TextField } from '../../components/text-field';
import { panel, space, text } from '../../components/theme';
import { api } from '../../lib/api';
import { appPlatform } from '../../lib/platform';
import type { PickedFile } from '../../lib/picked-file';
import { paramText } from '../../lib/route-params';
import { showToast } from '../../lib/toasts';
import { uploadBodyOf } from '../../lib/upload-body';
import { ChosenFileName, FileSourceButtons } from './file-sources';

/** The appeal of one claim: why the decision should change and the files that show it, checked as the server does. */
function AppealForm({ claimId }: { claimId: number }) {
  const t = useT();
  const router = useRouter();
  const form = useAppealForm<PickedFile>({
    api,
    claimId,
    platform: appPlatform,
    t,
    toast: showToast,
    bodyOf: uploadBodyOf,
    // Once sent, back to the claim, whose screen now shows the appeal.
    onSent: () => {
      router.dismissTo(parentClaimPath(claimId));
    },
  });
  const room = MAX_FILES_PER_CLAIM - form.files.length;
  const add = (picked: readonly PickedFile[]) => {
    // An image the phone cannot decode is refused as the claim form refuses it; the other files go on to the rules.
    const decoded = picked.filter((file) => file.decodes);
    if (decoded.length < picked.length) showToast('danger', t('upload.imageFault'));
    form.addFiles(
      decoded.map((file) => ({
        name: file.name,
        size: file.size,
        mimeType: file.mimeType,
        fingerprint: file.fingerprint,
        content: file,
      })),
    );
  };
  return (
    <View style={styles.form}>
      <Text style={text.title} accessibilityRole="header">
        {t('appeal.section.title')}
      </Text>
      <Text style={text.body}>{t('appeal.section.hint')}</Text>
      <TextField
        label={t('appeal.statement.label')}
        required
        multiline
        value={form.statement}
        onChangeText={form.setStatement}
        error={form.errors.statement}
        disabled={form.busy}
      />
      <View style={styles.files}>
        <Text style={text.label}>{t('appeal.files.label')}</Text>
        <Text style={text.small}>{t('appeal.files.hint', { max: MAX_FILES_PER_CLAIM })}</Text>
        <FileSourceButtons room={room} disabled={form.busy} onPicked={add} />
        {form.files.map((file, index) => (
          <View key={file.fingerprint} style={styles.file}>
            <ChosenFileName
              name={file.name}
              disabled={form.busy}
              onRemove={() => {
                form.removeFile(index);
              }}
            />
            <FieldError message={form.errors.files[index]} />
          </View>
        ))}
      </View>
      <Button label={t('appeal.send')} busy={form.busy} disabled={form.busy} onPress={form.submit} />
      <Button
        variant="secondary"
        label={t('app.back')}
        disabled={form.busy}
        onPress={() => {
          router.back();
        }}
      />
    </View>
  );
}

/** The appeal request of a rejected claim (issue 35), at /appeal-claim?claimId=…, opened from the claim's screen. */
export function AppealScreen() {
  const claimId = claimIdOf(paramText(useLocalSearchParams<{ claimId?: string }>().claimId));
  return <ParentScreen>{claimId === null ? null : <AppealForm claimId={claimId} />}</ParentScreen>;
}

const styles = StyleSheet.create({
  form: { ...panel, gap: space.md },
  files: { gap: space.sm },
  file: { gap: space.xs },
});
