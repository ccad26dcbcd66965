// What other features may use of the claim form (docs/adr/0029): its provider choice and date field, as asking before
// buying asks them.
export { DateField } from './date-field';
export { NonAceProviderForm } from './non-ace-provider-form';
export { ProviderSection } from './provider-section';
