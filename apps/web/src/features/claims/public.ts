// What other features may use of the claim form (docs/adr/0029): its provider choice, as asking before buying asks it.
export { NonAceProviderForm } from './non-ace-provider-form.tsx';
export { ProviderSection } from './provider-section.tsx';
