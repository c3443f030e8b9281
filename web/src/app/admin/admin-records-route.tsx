import { useLocation, useSearchParams } from 'react-router';
import { ImportReportView } from '../../features/admin-import/components/import-report-view';
import { RecordsTab } from '../../features/admin-records/components/records-tab';
import type { ImportedState } from './admin-import-route';

/**
 * Breach Records, with the report of the import that just switched here (if any). The deep link
 * to one record, /admin/records?record=ID, opens it (a verified owner's case links here).
 */
export function AdminRecordsRoute() {
  const state = useLocation().state as ImportedState | null;
  const [params, setParams] = useSearchParams();
  const recordId = params.get('record');
  return (
    <div className="space-y-4">
      {state?.importReport && <ImportReportView report={state.importReport} title="Import complete" focusOnArrival />}
      <RecordsTab
        openRecordId={recordId}
        onRecordClosed={() =>
          setParams(
            (p) => {
              p.delete('record');
              return p;
            },
            { replace: true },
          )
        }
      />
    </div>
  );
}
