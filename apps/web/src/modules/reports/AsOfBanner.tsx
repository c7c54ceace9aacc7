import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InventoryReport } from '@intermission/contracts';
import { get } from '../api/apiClient';

type AsOf = InventoryReport['AsOf'];

/** When the report was read from a replayed schema (REPORTS_SCHEMA), which one and what it holds. */
export function AsOfBanner({ asOf }: { asOf: AsOf | undefined }) {
  if (!asOf) return null;
  return (
    <Alert color="yellow" mb="md" role="status" data-testid="as-of-banner">
      As of replay {asOf.Name}
      {asOf.Comment ? `: ${asOf.Comment}` : ''}
    </Alert>
  );
}

/** The banner for report pages whose answers do not carry AsOf (venue inventory, patrons room, count log). */
export function ReportsAsOfBanner() {
  const asOf = useQuery({ queryKey: ['reports', 'asOf'], queryFn: () => get<{ AsOf: AsOf }>('venues/managers/inventorySummary/asOf'), staleTime: 60_000 });
  return <AsOfBanner asOf={asOf.data?.AsOf} />;
}
