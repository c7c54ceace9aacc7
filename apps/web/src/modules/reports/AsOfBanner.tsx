import { Alert } from '@mantine/core';
import type { InventoryReport } from '@intermission/contracts';
import { useReportsAsOf } from './api';

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
  const asOf = useReportsAsOf();
  return <AsOfBanner asOf={asOf.data?.AsOf} />;
}
