import { Alert, Button, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { KitSalesRow } from '@intermission/contracts';
import { LiveBadge } from '../modules/live/LiveBadge';
import { showEventIdOf, useShowEventFeed } from '../modules/live/useShowEventFeed';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { SalesReportFilters } from '../modules/sales-report-filters/SalesReportFilters';
import { useSalesReportFilters } from '../modules/sales-report-filters/useSalesReportFilters';
import { downloadKitSalesExcel, SalesReportFailed } from '../modules/sales-reports/api';
import { SalesDrillDialog, type SalesDrillTarget } from '../modules/sales-reports/SalesDrillDialog';
import { type SalesColumn, SalesReportGrid } from '../modules/sales-reports/SalesReportGrid';
import { TenderTotals } from '../modules/sales-reports/TenderTotals';
import { useKitSalesReport } from '../modules/sales-reports/useKitSalesReport';
import { SalesSummaryFilter } from '../modules/sales-reports/useSalesReportRun';
import { apiErrorText, showApiError } from '../modules/ui/showApiError';

const config = SalesSummaryFilter('kit-sales');

const columns: SalesColumn<KitSalesRow>[] = [
  { field: 'KitName', header: 'Kit', kind: 'text', width: 220 },
  { field: 'Quantity', header: 'Quantity', kind: 'quantity' },
  { field: 'SalePrice', header: 'Sale Price', kind: 'money' },
  { field: 'GrossSales', header: 'Gross Sales', kind: 'money', drill: true },
  { field: 'TaxableAmt', header: 'Taxable Amount', kind: 'money', drill: true },
  { field: 'TaxRate', header: 'Tax Rate', kind: 'percent' },
  { field: 'TaxAmount', header: 'Tax Amount', kind: 'money', drill: true },
  { field: 'COGs', header: 'COGs', kind: 'money', drill: true },
];

/** /sales/itemizedSalesReport (document 2 §2 "Kit Sales Report (sales summary)"): kits sold, totals by tender, kitsalesreport.xlsx. */
export function KitSalesReportPage({ refreshKey = 0 }: { refreshKey?: number }) {
  const filters = useSalesReportFilters(config);
  const live = useShowEventFeed(showEventIdOf(filters.applied?.state.showEventId));
  const { body, report, running, error, onRun } = useKitSalesReport(filters, refreshKey + live.refreshKey);
  const [drill, setDrill] = useState<SalesDrillTarget | null>(null);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!body) return;
    setDownloading(true);
    try {
      await downloadKitSalesExcel(body);
    } catch (err) {
      showApiError(err, 'The file could not be made.', { ownMessageOn: (s) => s < 500 });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Title order={2} mb="md">
        Kit Sales Report
      </Title>
      <LiveBadge feed={live} />
      <SalesReportFilters filters={filters} running={running} onRun={onRun}>
        <Button variant="default" onClick={() => void download()} loading={downloading} disabled={!report}>
          Excel
        </Button>
      </SalesReportFilters>
      {error ? <Alert color="red">{apiErrorText(error, SalesReportFailed, { ownMessageOn: (s) => s < 500 })}</Alert> : null}
      {report && (
        <>
          <AsOfBanner asOf={report.AsOf} />
          <SalesReportGrid<KitSalesRow>
            label="Kit Sales Report"
            rows={report.SalesSummaryData}
            total={{ KitId: 0, KitName: 'Total', SalePrice: null as unknown as number, TaxRate: null as unknown as number, ...report.Totals }}
            columns={columns}
            rowId={(r) => `${r.KitId}-${r.SalePrice}-${r.TaxRate}`}
            csvFileName="kit-sales-report.csv"
            emptyText="No kits were sold for these filters."
            onDrill={(r, c) =>
              setDrill({ title: `${r.KitName} at ${r.SalePrice} · ${c.header}`, figure: { Kind: 'kit', KitId: r.KitId, SalePrice: String(r.SalePrice) } })
            }
          />
          <TenderTotals totals={report} onDrill={(tender, label) => setDrill({ title: `${label} total`, figure: { Kind: 'tender', Tender: tender } })} />
          <Text size="xs" c="dimmed" mt="xs">
            Tax amount = taxable − taxable / (1 + rate / 100). Click a figure to see the sales behind it.
          </Text>
          <SalesDrillDialog kind="kit" body={body} target={drill} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
