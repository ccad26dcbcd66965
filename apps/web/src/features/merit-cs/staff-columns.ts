import type { ProviderRef } from '@ace/domain';
import { formatDollars } from '@ace/app-core/format-dollars';
import type { StaffColumn } from './staff-claim-table.tsx';

interface Person {
  firstName: string;
  lastName: string;
}

/** What every staff list of claims (the claim search, the work queue) knows of a claim. */
interface StaffRow {
  id: number;
  amount: number;
  child: Person;
  serviceProvider: ProviderRef | null;
}

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The columns every staff list of claims shows: the claim's id, the student, the provider and the amount. */
export function staffColumns<Row extends StaffRow>(): Record<
  'id' | 'student' | 'provider' | 'amount',
  StaffColumn<Row>
> {
  return {
    id: { id: 'id', header: 'meritCsScreen.column.claimId', cell: (row) => row.id },
    student: { id: 'student', header: 'meritCsScreen.column.student', cell: (row) => fullName(row.child) },
    provider: {
      id: 'provider',
      header: 'meritCsScreen.column.provider',
      cell: (row, t) =>
        row.serviceProvider === null
          ? t('meritCsScreen.queue.noProvider')
          : `${row.serviceProvider.name} (${row.serviceProvider.number})`,
    },
    amount: {
      id: 'amount',
      header: 'meritCsScreen.column.amount',
      numeric: true,
      cell: (row) => formatDollars(row.amount),
    },
  };
}
