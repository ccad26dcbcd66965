import { useT } from '@ace/app-core/i18n';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../components/button';
import { space, text } from '../../components/theme';
import type { PickedFile } from '../../lib/picked-file';
import { showToast } from '../../lib/toasts';
import { PermissionDenied, pickFiles, type FileSource } from './pick-files';

const sources: readonly {
  source: FileSource;
  labelId: 'mobile.files.camera' | 'mobile.files.library' | 'mobile.files.documents';
}[] = [
  { source: 'camera', labelId: 'mobile.files.camera' },
  { source: 'library', labelId: 'mobile.files.library' },
  { source: 'documents', labelId: 'mobile.files.documents' },
];

/**
 * A button for each place a file is taken from (the camera, the photo library, documents), picking up to `room`
 * files: the picked files go to `onPicked` for the form's own checks; a refused permission or a file that cannot be
 * read is told in a toast. Used by the claim form's files and an appeal's.
 */
export function FileSourceButtons({
  room,
  disabled,
  onPicked,
}: {
  /** How many more files the form takes: none disables the buttons. */
  room: number;
  disabled: boolean;
  onPicked: (picked: readonly PickedFile[]) => void;
}) {
  const t = useT();
  const choose = (source: FileSource) => {
    pickFiles(source, Math.max(room, 1))
      .then(onPicked)
      .catch((failure: unknown) => {
        showToast(
          'danger',
          failure instanceof PermissionDenied ? t('mobile.files.permissionDenied') : t('upload.imageFault'),
        );
      });
  };
  return (
    <View style={styles.sources}>
      {sources.map(({ source, labelId }) => (
        <Button
          key={source}
          variant="secondary"
          label={t(labelId)}
          disabled={disabled || room <= 0}
          onPress={() => {
            choose(source);
          }}
        />
      ))}
    </View>
  );
}

/** A chosen file's name with its Remove button, heading what the form shows of the file. */
export function ChosenFileName({
  name,
  disabled,
  onRemove,
}: {
  name: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  return (
    <View style={styles.fileTop}>
      <Text style={[text.body, styles.fileName]} numberOfLines={2}>
        {name}
      </Text>
      <Button
        variant="link"
        role="button"
        label={t('mobile.files.remove')}
        accessibilityLabel={t('claimForm.files.remove', { name })}
        disabled={disabled}
        onPress={onRemove}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  sources: { gap: space.sm },
  fileTop: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', gap: space.sm },
  fileName: { flex: 1, fontWeight: '600' },
});
