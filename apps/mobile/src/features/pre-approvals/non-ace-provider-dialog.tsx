import { useT } from '@ace/app-core/i18n';
import type { NonAceServiceProvider } from '@ace/domain';
import { ScrollView } from 'react-native';
import { Dialog } from '../../components/dialog';
import { NonAceProviderForm } from '../claims/public';

/**
 * The claim form's non-programme provider form in a dialog over the request: the request keeps what was typed, so it
 * needs no draft and no route of its own (the claim form's has to keep its files across screens).
 */
export function NonAceProviderDialog({
  visible,
  initial,
  onSave,
  onClose,
}: {
  visible: boolean;
  initial: NonAceServiceProvider | null;
  onSave: (provider: NonAceServiceProvider) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog visible={visible} title={t('nonAceForm.title')} onClose={onClose}>
      <ScrollView keyboardShouldPersistTaps="handled">
        <NonAceProviderForm initial={initial} onSave={onSave} onCancel={onClose} />
      </ScrollView>
    </Dialog>
  );
}
