import { useState } from 'react';
import type { InventoryReport, ReportLocation } from '@intermission/contracts';
import { type ReportOptions, type ReportScope, runReport, showReportError } from './api';
import type { FilterErrors, useReportFilters } from './useReportFilters';

/** What a run answered, with the entry and scope it ran on (the dialogs and the drill-down reuse them). */
export interface ReportRun {
  report: InventoryReport;
  scope: ReportScope;
  entry: ReportLocation;
}

/**
 * Runs a report on the filters: nothing is sent until the location and both dates are given (the
 * fields then say '{label} is required'); the server's model state goes on the fields and into a toast.
 */
export function useRunReport(filters: ReturnType<typeof useReportFilters>, options: () => ReportOptions) {
  const [run, setRun] = useState<ReportRun | null>(null);
  const [running, setRunning] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FilterErrors>({});

  const errors: FilterErrors = { ...(tried ? filters.errors : {}), ...serverErrors };

  const start = async () => {
    setTried(true);
    setServerErrors({});
    const { scope, entry } = filters;
    if (!scope || !entry || Object.keys(filters.errors).length) return;
    setRunning(true);
    try {
      setRun({ report: await runReport(scope, options()), scope, entry });
    } catch (err) {
      const found: FilterErrors = {};
      showReportError(err, (field, message) => {
        if (field === 'InvLocId' || field === 'fromDate' || field === 'toDate') found[field] = message;
      });
      setServerErrors(found);
    } finally {
      setRunning(false);
    }
  };

  return { run, running, errors, start };
}
