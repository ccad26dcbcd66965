import { useT } from '@ace/app-core/i18n';
import type { QuoteFileChoice } from '@ace/app-core/pre-approval-form';
import { allowedFileKinds, fileTypeName, uploadIssue, type UploadCandidate } from '@ace/domain';
import { StyleSheet, Text, View } from 'react-native';
import { FieldError } from '../../components/field-error';
import { space, text } from '../../components/theme';
import type { PickedFile } from '../../lib/picked-file';
import { appPlatform } from '../../lib/platform';
import { showToast } from '../../lib/toasts';
import { uploadBodyOf } from '../../lib/upload-body';
import { ChosenFileName, FileSourceButtons } from '../claims/public';

/**
 * The quote as a file on a phone, besides or instead of its link: one photo, picture or PDF (not on iOS) from the
 * camera, the library or documents, checked by a claim file's rules as it is chosen (a refused one told in a toast and
 * not kept); choosing another replaces it, as on the web.
 */
export function QuoteFileField({
  quote,
  onChange,
  error,
  disabled,
}: {
  quote: QuoteFileChoice | null;
  onChange: (quote: QuoteFileChoice | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const noPdf = !allowedFileKinds(appPlatform).includes('pdf');
  const choose = (picked: readonly PickedFile[]) => {
    const [file] = picked;
    if (file === undefined) return;
    const candidate: UploadCandidate = {
      name: file.name,
      size: file.size,
      mimeType: file.mimeType,
      fingerprint: file.fingerprint,
    };
    const issue =
      uploadIssue(candidate, [], appPlatform, t, (refused) => fileTypeName(refused, t)) ??
      (file.decodes ? null : t('upload.imageFault'));
    if (issue !== null) {
      showToast('danger', issue);
      return;
    }
    uploadBodyOf(file).then(
      (body) => {
        onChange({ ...candidate, body });
      },
      () => {
        showToast('danger', t('upload.imageFault'));
      },
    );
  };
  return (
    <View style={styles.field}>
      <Text style={text.label}>{t('preApproval.form.quoteFile.label')}</Text>
      <Text style={text.small}>
        {noPdf ? t('mobile.preApproval.quoteFile.hintNoPdf') : t('preApproval.form.quoteFile.hint')}
      </Text>
      <FileSourceButtons room={1} disabled={disabled} onPicked={choose} />
      {quote !== null && (
        <ChosenFileName
          name={quote.name}
          disabled={disabled}
          onRemove={() => {
            onChange(null);
          }}
        />
      )}
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.sm },
});
