import { Alert, Button, Text, Title } from '@mantine/core';
import type { CellClickedEvent } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import type { SalesReconciliationRequest } from '@intermission/contracts';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { formatDay, loadFailure } from '../modules/reports/api';
import { downloadReconciliation, type ReconciliationDrillTarget, useSalesReconciliation } from '../modules/sales-reconciliation/api';
import { ReconciliationDrillDialog } from '../modules/sales-reconciliation/ReconciliationDrillDialog';
import { ReconciliationFigures, reconciliationColumns, type ReconciliationGridRow } from '../modules/sales-reconciliation/reconciliationColumns';
import { SalesReportFilters } from '../modules/sales-report-filters/SalesReportFilters';
import type { SalesFilterConfig } from '../modules/sales-report-filters/salesFilterParams';
import { useSalesReportFilters } from '../modules/sales-report-filters/useSalesReportFilters';
import { DataGrid } from '../modules/ui/DataGrid';
import { showApiError } from '../modules/ui/showApiError';

const config: SalesFilterConfig = { id: 'salesReconciliation', fields: ['dates', 'venue', 'theatre', 'salesLocation', 'showEvent'], required: ['dates'] };

/**
 * /sales/salesReport?from&to&venue&theatre&sl&ev (Sales Reconciliation Report, document 2 §2; docs/reports.md):
 * per venue and show event (and venue day without one) the sales, their tenders, the posted deposit
 * and the difference, test theatres left out; every figure opens what makes it up; Excel and CSV files.
 */
export function SalesReconciliationReportPage() {
  const filters = useSalesReportFilters(config);
  const body = (filters.applied?.body as SalesReconciliationRequest | undefined) ?? null;
  const report = useSalesReconciliation(body);
  const [drill, setDrill] = useState<ReconciliationDrillTarget | null>(null);
  const [saving, setSaving] = useState<'xlsx' | 'csv' | null>(null);
  const columns = useMemo(() => reconciliationColumns(), []);
  const data = report.data;
  const totals: ReconciliationGridRow[] = data ? [{ ...data.Totals, IsTotal: true }] : [];

  const handleCell = (e: CellClickedEvent<ReconciliationGridRow>) => {
    const row = e.data;
    if (!row || e.value === null || e.value === undefined) return;
    const colId = e.column.getColId();
    const figure =
      colId === 'SalesCount'
        ? { header: 'Sales', column: 'SalesCount' as const, method: undefined }
        : ReconciliationFigures.find((f) => (f.method ? `${f.column}-${f.method}` : f.column) === colId);
    if (!figure) return;
    const where = row.IsTotal ? 'Total' : `${row.ShowName ?? 'No show event'} · ${formatDay(row.Day!)}`;
    setDrill({
      row: row.IsTotal ? null : { VenueId: row.VenueId!, Day: row.Day!, ShowEventId: row.ShowEventId ?? null },
      column: figure.column,
      paymentMethodId: figure.method ?? null,
      title: `${where} · ${figure.header}`,
    });
  };

  const handleDownload = async (format: 'xlsx' | 'csv') => {
    if (!body) return;
    setSaving(format);
    try {
      await downloadReconciliation(body, format);
    } catch (err) {
      showApiError(err, 'The file could not be made.');
    } finally {
      setSaving(null);
    }
  };

  const failure = loadFailure(report.error, 'The report could not be run.');
  return (
    <>
      <Title order={2} mb="md">
        Sales Reconciliation Report
      </Title>
      <SalesReportFilters filters={filters} running={report.isFetching} onRun={(changed) => !changed && body && void report.refetch()}>
        <Button variant="light" disabled={!data} loading={saving === 'xlsx'} onClick={() => void handleDownload('xlsx')}>
          Excel
        </Button>
        <Button variant="light" disabled={!data} loading={saving === 'csv'} onClick={() => void handleDownload('csv')}>
          CSV
        </Button>
      </SalesReportFilters>
      {failure && <Alert color="red">{failure}</Alert>}
      {data && (
        <>
          <AsOfBanner asOf={data.AsOf} />
          <Text size="sm" c="dimmed" mb="xs" data-testid="reconciliation-caption">
            {formatDay(data.FromDate)} – {formatDay(data.ToDate)} · test theatres excluded · {data.Rows.length} rows
          </Text>
          <DataGrid<ReconciliationGridRow>
            label="Sales Reconciliation Report"
            rows={data.Rows}
            totals={totals}
            columns={columns}
            minColumnWidth={80}
            emptyText="No sales in this period."
            options={{ onCellClicked: handleCell, tooltipShowDelay: 300 }}
          />
          <ReconciliationDrillDialog body={body} target={drill} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
