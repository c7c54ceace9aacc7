import { Anchor, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { AsOfBanner } from '../modules/reports/AsOfBanner';
import { DrillDownDialog } from '../modules/reports/DrillDownDialog';
import { EndOfDayPanel } from '../modules/reports/EndOfDayPanel';
import { KitsSoldDialog } from '../modules/reports/KitsSoldDialog';
import { ReportCaption } from '../modules/reports/ReportCaption';
import type { DrillDownTarget, KitsSoldTarget } from '../modules/reports/reportColumns';
import { ReportFilters } from '../modules/reports/ReportFilters';
import { ReportGrid } from '../modules/reports/ReportGrid';
import { reportLink, useReportFilters } from '../modules/reports/useReportFilters';
import { useRunReport } from '../modules/reports/useRunReport';

/**
 * /inventory/gainlossReport?loc&from&to&ev&vo&inactive (the filter, reportFilterParams; ?lid preselects a location) (document 3 §2): one row per good and a Total row per category
 * (Sales, Wastes, OpeningAdjustments, Variance, GainLoss), filtered to variance only and inactive
 * goods on request; the kits sold, the drill-down of every figure and, for a venue, its end-of-day counts.
 */
export function GainLossReportPage() {
  const filters = useReportFilters();
  const { state } = filters;
  const { run, running, errors, start } = useRunReport(filters, (s) => ({
    Totals: true,
    VarianceOnly: s.varianceOnly,
    IncludeInactive: s.includeInactive,
  }));
  const [drill, setDrill] = useState<DrillDownTarget | null>(null);
  const [kits, setKits] = useState<KitsSoldTarget | null>(null);

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Gain/Loss Report</Title>
        <Anchor component={Link} to={reportLink('/inventory/summaryReport', state)}>
          Inventory Summary Report
        </Anchor>
      </Group>
      <ReportFilters filters={filters} errors={errors} gainLoss running={running} onRun={() => void start()} />
      {run && (
        <>
          <AsOfBanner asOf={run.report.AsOf} />
          <ReportCaption run={run} />
          <ReportGrid
            label="Gain/Loss Report"
            rows={run.report.Rows}
            csvFileName="gain-loss-report.csv"
            onDrillDown={setDrill}
            onKitsSold={(categoryId, categoryName) => setKits({ categoryId, categoryName })}
            toolbar={
              <Button size="xs" variant="light" onClick={() => setKits({ categoryId: null, categoryName: null })}>
                Kits Sold
              </Button>
            }
          />
          {(run.entry.IsVenue || run.entry.Composite) && <EndOfDayPanel venueId={run.entry.VenueId} fromDate={run.scope.fromDate} toDate={run.scope.toDate} />}
          <DrillDownDialog scope={run.scope} target={drill} onClose={() => setDrill(null)} />
          <KitsSoldDialog scope={run.scope} target={kits} onClose={() => setKits(null)} />
        </>
      )}
    </>
  );
}
