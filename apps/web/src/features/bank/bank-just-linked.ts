/**
 * The router state with which the bank success screen leads a provider to the bank tab right after linking: the tab
 * congratulates them then, and on later visits shows the account and how to change it.
 */
export const bankJustLinkedState = { bankJustLinked: true } as const;

export function isBankJustLinked(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'bankJustLinked' in state && state.bankJustLinked === true;
}
