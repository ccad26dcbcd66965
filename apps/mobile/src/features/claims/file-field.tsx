import type { ClaimFormFile } from '@ace/app-core/claim-form-state';
import { useT } from '@ace/app-core/i18n';
import { MAX_FILES_PER_CLAIM, allowedFileKinds, fileTypeName, uploadIssue } from '@ace/domain';
import type { ReactNode } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { TextField } from '../../components/text-field';
import { colours, space, text } from '../../components/theme';
import { appPlatform } from '../../lib/platform';
import type { PickedFile } from '../../lib/picked-file';
import { showToast } from '../../lib/toasts';
import { FieldError } from '../../components/field-error';
import { ChosenFileName, FileSourceButtons } from './file-sources';

/**
 * Invoices and receipts (spec section 5, file upload): from the camera, the photo library or documents, each
 * checked by the domain's upload rules as it is chosen (a refused type named in words people know, a duplicate
 * found by its content, an image that does not decode refused; each told in a toast and not added), with an
 * optional receipt number per file, and what was read from it (suggestionsFor).
 */
export function FileField({
  files,
  currentFiles,
  error,
  receiptErrors,
  disabled,
  onAdd,
  onRemove,
  onReceiptNumberChange,
  suggestionsFor,
}: {
  files: readonly ClaimFormFile[];
  /**
   * The files as the form holds them now (onAdd adds to them at once): reading and hashing a picked file takes a
   * while, in which the parent may pick again, so the files of the render that opened the picker can be out of date.
   */
  currentFiles: () => readonly ClaimFormFile[];
  error: string | undefined;
  receiptErrors: readonly (string | undefined)[];
  disabled: boolean;
  onAdd: (file: ClaimFormFile, picked: PickedFile) => void;
  onRemove: (index: number) => void;
  onReceiptNumberChange: (index: number, value: string) => void;
  /** What the form suggests from a chosen file, shown under it (issue 19). */
  suggestionsFor: (file: ClaimFormFile, index: number) => ReactNode;
}) {
  const t = useT();
  const noPdf = !allowedFileKinds(appPlatform).includes('pdf');
  const room = MAX_FILES_PER_CLAIM - files.length;

  const add = (picked: readonly PickedFile[]) => {
    for (const file of picked) {
      const candidate: ClaimFormFile = {
        name: file.name,
        size: file.size,
        mimeType: file.mimeType,
        fingerprint: file.fingerprint,
        receiptNumber: '',
      };
      const issue =
        uploadIssue(candidate, currentFiles(), appPlatform, t, (refused) => fileTypeName(refused, t)) ??
        (file.decodes ? null : t('upload.imageFault'));
      if (issue !== null) {
        showToast('danger', issue);
        continue;
      }
      onAdd(candidate, file);
    }
  };

  return (
    <View style={styles.field}>
      <Text style={text.label}>{t('claimForm.files.label')} *</Text>
      <Text style={text.small}>{noPdf ? t('mobile.files.hintNoPdf') : t('claimForm.files.hint')}</Text>
      <FileSourceButtons room={room} disabled={disabled} onPicked={add} />
      <Text style={text.small} accessibilityLiveRegion="polite">
        {t('claimForm.files.count', { count: files.length, max: MAX_FILES_PER_CLAIM })}
      </Text>
      {files.map((file, index) => (
        <View key={file.fingerprint} style={styles.file}>
          <ChosenFileName
            name={file.name}
            disabled={disabled}
            onRemove={() => {
              onRemove(index);
            }}
          />
          <TextField
            label={t('claimForm.receiptNumber.label', { name: file.name })}
            value={file.receiptNumber}
            onChangeText={(value) => {
              onReceiptNumberChange(index, value);
            }}
            error={receiptErrors[index]}
            autoCapitalize="characters"
            disabled={disabled}
          />
          {suggestionsFor(file, index)}
        </View>
      ))}
      <FieldError message={error} />
    </View>
  );
}

const styles = StyleSheet.create({
  field: { gap: space.sm },
  file: { borderWidth: 1, borderColor: colours.border, borderRadius: 8, padding: space.md, gap: space.sm },
});
