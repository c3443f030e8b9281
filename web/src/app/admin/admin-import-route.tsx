import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ImportTab } from '../../features/admin-import/components/import-tab';
import type { ImportReport } from '../../features/admin-import/lib/run-import';

export interface ImportedState {
  importReport?: ImportReport;
}

/** Spec §4 "Import": on success the records reload and the view switches to Breach Records. */
export function AdminImportRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <ImportTab
      onImported={(report) => {
        // Every admin figure may have changed: records, dashboard stats, audit.
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
        void navigate('/admin/records', { state: { importReport: report } satisfies ImportedState });
      }}
    />
  );
}
