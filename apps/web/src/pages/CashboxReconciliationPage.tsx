import { Alert, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Cashbox } from '@intermission/contracts';
import { CashboxFiltersPanel } from '../modules/cashboxes/CashboxFiltersPanel';
import { CashboxTimestampDialog } from '../modules/cashboxes/CashboxTimestampDialog';
import { ReconciliationGrid } from '../modules/cashboxes/ReconciliationGrid';
import { useReconciliationSearch } from '../modules/cashboxes/useReconciliationSearch';
import { useCashboxFilters } from '../modules/cashboxes/useCashboxFilters';
import { useClaim } from '../modules/session/useClaim';

/**
 * /cashboxes/reconciliation (spec document 2 §2, "Cashbox Reconciliation"): the cash boxes of a
 * theatre over dates and a time range, a show event or a sales location; a cash box's timestamp is
 * edited here (date plus time), its overrides on /cashboxes/edit?id.
 */
export function CashboxReconciliationPage() {
  const filters = useCashboxFilters();
  const search = useReconciliationSearch(filters);
  const canEdit = useClaim('CashboxManagement', 'FullAccess');
  const [editing, setEditing] = useState<Cashbox | null>(null);

  return (
    <>
      <Title order={2} mb="md">
        Cashbox Reconciliation
      </Title>
      <CashboxFiltersPanel filters={filters} salesLocations={search.salesLocations} searching={search.rows.isFetching} onSearch={filters.apply} />
      {!filters.applied ? (
        <Text c="dimmed">Choose the dates and search.</Text>
      ) : search.rows.isError ? (
        <Alert color="red">The cash boxes could not be loaded.</Alert>
      ) : (
        <ReconciliationGrid rows={search.rows.data ?? []} canEdit={canEdit} onEditTime={setEditing} />
      )}
      {editing && <CashboxTimestampDialog cashbox={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
