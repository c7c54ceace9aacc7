import { useEffect, useRef, useState } from 'react';
import type { InventoryReport, ReportLocation } from '@intermission/contracts';
import { showApiError } from '../ui/showApiError';
import { ReportFailed, type ReportOptions, ReportRefusals, type ReportScope, runReport } from './api';
import type { ReportFilterState } from './reportFilterParams';
import type { FilterErrors, useReportFilters } from './useReportFilters';

/** What a run answered, with the entry and scope it ran on (the dialogs and the drill-down reuse them). */
export interface ReportRun {
  report: InventoryReport;
  scope: ReportScope;
  entry: ReportLocation;
}

/**
 * Runs a report on the filter the URL names: Run checks the fields (nothing is sent until the
 * location and both dates are given; the fields then say '{label} is required') and puts them in the
 * URL, and whatever complete filter the URL holds (on arrival, Back, a shared link) is run. The
 * server's model state goes on the fields and into a toast.
 */
export function useRunReport(filters: ReturnType<typeof useReportFilters>, options: (state: ReportFilterState) => ReportOptions) {
  const [run, setRun] = useState<ReportRun | null>(null);
  const [running, setRunning] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FilterErrors>({});

  const errors: FilterErrors = { ...(tried ? filters.errors : {}), ...serverErrors };

  const execute = async (state: ReportFilterState, scope: ReportScope, entry: ReportLocation) => {
    setServerErrors({});
    setRunning(true);
    try {
      setRun({ report: await runReport(scope, options(state)), scope, entry });
    } catch (err) {
      const found: FilterErrors = {};
      showApiError(err, ReportFailed, {
        ownMessageOn: ReportRefusals,
        setFieldError: (field, message) => {
          if (field === 'InvLocId' || field === 'fromDate' || field === 'toDate') found[field] = message;
        },
      });
      setServerErrors(found);
    } finally {
      setRunning(false);
    }
  };

  // The URL's filter runs once its entry is known, and again whenever the URL names another.
  const { applied } = filters;
  const ranKey = useRef<string | null>(null);
  const executeRef = useRef(execute);
  executeRef.current = execute;
  useEffect(() => {
    if (!applied?.scope || !applied.entry || ranKey.current === applied.key) return;
    ranKey.current = applied.key;
    void executeRef.current(applied.state, applied.scope, applied.entry);
  }, [applied]);

  const start = async () => {
    setTried(true);
    setServerErrors({});
    const { scope, entry, state } = filters;
    if (!scope || !entry || Object.keys(filters.errors).length) return;
    // A new filter goes into the URL (the effect runs it); the same one runs again here.
    if (!filters.apply(state)) await execute(state, scope, entry);
  };

  return { run, running, errors, start };
}
