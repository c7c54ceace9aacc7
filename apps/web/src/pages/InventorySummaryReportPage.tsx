import { Anchor, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { DrillDownDialog } from '../modules/reports/DrillDownDialog';
import { ReportCaption } from '../modules/reports/ReportCaption';
import type { DrillDownTarget } from '../modules/reports/reportColumns';
import { ReportFilters } from '../modules/reports/ReportFilters';
import { ReportGrid } from '../modules/reports/ReportGrid';
import { reportLink, useReportFilters } from '../modules/reports/useReportFilters';
import { useRunReport } from '../modules/reports/useRunReport';

/** /inventory/summaryReport?loc&from&to&ev (the filter, reportFilterParams; ?lid preselects a location) (document 3 §2): per location, date range and optional show event, one row per good. */
export function InventorySummaryReportPage() {
  const filters = useReportFilters();
  const { run, running, errors, start } = useRunReport(filters, () => ({ Totals: false, VarianceOnly: false, IncludeInactive: false }));
  const [drill, setDrill] = useState<DrillDownTarget | null>(null);

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Inventory Summary Report</Title>
        <Anchor component={Link} to={reportLink('/inventory/gainlossReport', filters.state)}>
          Gain/Loss Report
        </Anchor>
      </Group>
      <ReportFilters filters={filters} errors={errors} running={running} onRun={() => void start()} />
      {run && (
        <>
          <AsOfBanner asOf={run.report.AsOf} />
          <ReportCaption run={run} />
          <ReportGrid label="Inventory Summary Report" rows={run.report.Rows} csvFileName="inventory-summary-report.csv" onDrillDown={setDrill} />
          <DrillDownDialog scope={run.scope} target={drill} onClose={() => setDrill(null)} />
        </>
      )}
    </>
  );
}
