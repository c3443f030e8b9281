import { useLocation } from 'react-router';
import { ImportReportView } from '../../features/admin-import/components/import-report-view';
import { RecordsTab } from '../../features/admin-records/components/records-tab';
import type { ImportedState } from './admin-import-route';

/** Breach Records, with the report of the import that just switched here (if any). */
export function AdminRecordsRoute() {
  const state = useLocation().state as ImportedState | null;
  return (
    <div className="space-y-4">
      {state?.importReport && <ImportReportView report={state.importReport} title="Import complete" focusOnArrival />}
      <RecordsTab />
    </div>
  );
}
