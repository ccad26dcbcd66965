import { nonAceServiceProviderSchema, type NonAceServiceProvider } from '@ace/domain';
import { useForm } from 'react-hook-form';
import { domainResolver } from './form-resolver.ts';
import { useT } from './i18n.tsx';

/** The non-programme provider form's inputs: text, as typed. */
export type NonAceFormValues = Record<keyof NonAceServiceProvider, string>;

/** The inputs for a provider entered before (Edit), or empty ones. */
export function nonAceFormValues(provider: NonAceServiceProvider | null): NonAceFormValues {
  return {
    name: provider?.name ?? '',
    address: provider?.address ?? '',
    phoneNumber: provider?.phoneNumber ?? '',
    email: provider?.email ?? '',
    website: provider?.website ?? '',
    contactName: provider?.contactName ?? '',
    contactTitle: provider?.contactTitle ?? '',
  };
}

/** What the web's and the app's non-programme provider forms take: the provider so far, and what Save and Cancel do. */
export interface NonAceProviderFormProps {
  initial: NonAceServiceProvider | null;
  /** Gets the provider as the domain's schema read it. */
  onSave: (provider: NonAceServiceProvider) => void;
  onCancel: () => void;
}

/** The form's state, checked by the domain's schema in the user's language once a field is left. */
export function useNonAceForm(initial: NonAceServiceProvider | null) {
  const t = useT();
  return useForm<NonAceFormValues, unknown, NonAceServiceProvider>({
    resolver: domainResolver<NonAceFormValues, NonAceServiceProvider>(nonAceServiceProviderSchema(t)),
    defaultValues: nonAceFormValues(initial),
    mode: 'onTouched',
  });
}
