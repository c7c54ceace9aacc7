import { Alert } from '@mantine/core';
import type { InventoryReport } from '@intermission/contracts';

/** When the report was read from a replayed schema (REPORTS_SCHEMA), which one and what it holds. */
export function AsOfBanner({ asOf }: { asOf: InventoryReport['AsOf'] | undefined }) {
  if (!asOf) return null;
  return (
    <Alert color="yellow" mb="md" role="status" data-testid="as-of-banner">
      As of replay {asOf.Name}
      {asOf.Comment ? `: ${asOf.Comment}` : ''}
    </Alert>
  );
}
