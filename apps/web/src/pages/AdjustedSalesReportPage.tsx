import { Alert, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type AdjustedSalesRow, formatCurrency } from '@intermission/contracts';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { SalesReportFilters } from '../modules/sales-report-filters/SalesReportFilters';
import { useSalesReportFilters } from '../modules/sales-report-filters/useSalesReportFilters';
import { SalesReportFailed } from '../modules/sales-reports/api';
import { SalesDrillDialog, type SalesDrillTarget } from '../modules/sales-reports/SalesDrillDialog';
import { type SalesColumn, SalesReportGrid } from '../modules/sales-reports/SalesReportGrid';
import { AdjustedSalesFilter, useAdjustedSalesReport } from '../modules/sales-reports/useSalesReportRun';
import { apiErrorText } from '../modules/ui/showApiError';

const columns: SalesColumn<AdjustedSalesRow>[] = [
  { field: 'SalesLocation', header: 'Sales Location', kind: 'text', width: 180 },
  { field: 'Kit', header: 'Kit', kind: 'text', width: 200 },
  { field: 'SalePricePerKit', header: 'Price per Kit', kind: 'money' },
  { field: 'Quantity', header: 'Quantity', kind: 'quantity' },
  { field: 'SalePrice', header: 'Sale Price', kind: 'money', drill: true },
  { field: 'AdjustedQuantity', header: 'Adjusted Quantity', kind: 'quantity' },
  { field: 'AdjustedSalePrice', header: 'Adjusted Sale Price', kind: 'money', drill: true },
];

/** /sales/adjustedSalesReport ("Managed Sales Report", document 2 §2, §5): the stations' sales and the same after the manual sales. */
export function AdjustedSalesReportPage() {
  const filters = useSalesReportFilters(AdjustedSalesFilter);
  const { body, report, running, error, onRun } = useAdjustedSalesReport(filters);
  const [drill, setDrill] = useState<SalesDrillTarget | null>(null);
  return (
    <>
      <Title order={2} mb="md">
        Managed Sales Report
      </Title>
      <SalesReportFilters filters={filters} running={running} onRun={onRun} />
      {error ? <Alert color="red">{apiErrorText(error, SalesReportFailed, { ownMessageOn: (s) => s < 500 })}</Alert> : null}
      {report && (
        <>
          <AsOfBanner asOf={report.AsOf} />
          <SalesReportGrid<AdjustedSalesRow>
            label="Managed Sales Report"
            rows={report.AdjustedSalesReportData}
            total={{
              SalesLocationId: 0,
              SalesLocation: 'Total',
              TheatreId: 0,
              KitId: 0,
              Kit: '',
              SalePricePerKit: null as unknown as number,
              IsAdjusted: false,
              ...report.Totals,
            }}
            columns={columns}
            rowId={(r) => `${r.SalesLocationId}-${r.KitId}-${r.SalePricePerKit}`}
            csvFileName="managed-sales-report.csv"
            emptyText="No adjusted sales for these filters."
            onDrill={(r) =>
              setDrill({
                title: `${r.SalesLocation} · ${r.Kit} at ${formatCurrency(r.SalePricePerKit)}`,
                figure: { Kind: 'kit', KitId: r.KitId, SalePrice: String(r.SalePricePerKit), SalesLocationId: r.SalesLocationId },
              })
            }
          />
          <Group mt="md">
            <Paper withBorder p="xs" miw={140}>
              <Text size="xs" c="dimmed">
                Discount
              </Text>
              <Text fw={600} data-testid="adjusted-discount">
                {formatCurrency(report.DiscountAmount)}
              </Text>
            </Paper>
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            Quantity and Sale Price: what the stations rang up; Adjusted: after the managers&apos; manual sales (Manage Sales).
          </Text>
          <SalesDrillDialog kind="adjusted" body={body} target={drill} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
