import type { Child, ParentUser } from '@ace/domain';

/** Typed test data with overrides (STYLE.md rule 8), for the screens' tests in both apps. */
export function buildChild(overrides: Partial<Child> = {}): Child {
  return {
    id: 7,
    firstName: 'Sofia',
    lastName: 'Garcia',
    schoolYear: 2023,
    homeSchooled: false,
    dollars: { available: 500, pending: 0, spent: 0 },
    claims: [],
    ...overrides,
  };
}

export function buildParent(overrides: Partial<ParentUser> = {}): ParentUser {
  return {
    type: 'Parent',
    id: 3,
    email: 'maria.garcia@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    hasProvidedBankDetails: true,
    hasHealthyBankConnection: true,
    children: [buildChild()],
    ...overrides,
  };
}
