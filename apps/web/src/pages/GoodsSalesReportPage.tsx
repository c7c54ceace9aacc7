import { Alert, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCurrency, type GoodsSalesRow } from '@intermission/contracts';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { SalesReportFilters } from '../modules/sales-report-filters/SalesReportFilters';
import { useSalesReportFilters } from '../modules/sales-report-filters/useSalesReportFilters';
import { SalesReportFailed } from '../modules/sales-reports/api';
import { SalesDrillDialog, type SalesDrillTarget } from '../modules/sales-reports/SalesDrillDialog';
import { type SalesColumn, SalesReportGrid } from '../modules/sales-reports/SalesReportGrid';
import { TenderTotals } from '../modules/sales-reports/TenderTotals';
import { SalesSummaryFilter, useGoodsSalesReport } from '../modules/sales-reports/useSalesReportRun';
import { apiErrorText } from '../modules/ui/showApiError';

const config = SalesSummaryFilter('goods-sales');

const columns: SalesColumn<GoodsSalesRow>[] = [
  { field: 'GoodName', header: 'Good', kind: 'text', width: 220 },
  { field: 'Quantity', header: 'Quantity', kind: 'quantity' },
  { field: 'SalePrice', header: 'Avg. Sale Price', kind: 'money' },
  { field: 'GrossSales', header: 'Gross Sales', kind: 'money', drill: true },
  { field: 'TaxRate', header: 'Tax Rate', kind: 'percent' },
];

/** /sales/goodsSalesReport (document 2 §2): the goods the kits consumed, each with its share of their gross. */
export function GoodsSalesReportPage() {
  const filters = useSalesReportFilters(config);
  const { body, report, running, error, onRun } = useGoodsSalesReport(filters);
  const [drill, setDrill] = useState<SalesDrillTarget | null>(null);
  return (
    <>
      <Title order={2} mb="md">
        Goods Sales Report
      </Title>
      <SalesReportFilters filters={filters} running={running} onRun={onRun} />
      {error ? <Alert color="red">{apiErrorText(error, SalesReportFailed, { ownMessageOn: (s) => s < 500 })}</Alert> : null}
      {report && (
        <>
          <AsOfBanner asOf={report.AsOf} />
          <SalesReportGrid<GoodsSalesRow>
            label="Goods Sales Report"
            rows={report.GoodsSummaryReportData}
            // No Quantity across goods of different units (null: an empty cell; docs/reports.md "Goods sales report").
            total={{
              GoodId: 0,
              GoodName: 'Total',
              SalePrice: null,
              TaxRate: null as unknown as number,
              GrossSales: report.Totals.GrossSales,
              Quantity: report.Totals.Quantity as number,
            }}
            columns={columns}
            rowId={(r) => `${r.GoodId}-${r.TaxRate}`}
            csvFileName="goods-sales-report.csv"
            emptyText="No goods were sold for these filters."
            onDrill={(r) => setDrill({ title: `${r.GoodName} · Gross Sales`, figure: { Kind: 'good', GoodId: r.GoodId } })}
          />
          {report.UnallocatedGrossSales !== 0 && (
            <Text size="sm" mt="xs">
              Gross of kits without tracked goods: {formatCurrency(report.UnallocatedGrossSales)}
            </Text>
          )}
          <TenderTotals totals={report} onDrill={(tender, label) => setDrill({ title: `${label} total`, figure: { Kind: 'tender', Tender: tender } })} />
          <Text size="xs" c="dimmed" mt="xs">
            A good&apos;s gross is its share of its kits&apos; gross, in proportion to its price in the kit (docs/reports.md).
          </Text>
          <SalesDrillDialog kind="goods" body={body} target={drill} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
