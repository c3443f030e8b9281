import { DashboardTab } from '../../features/admin-dashboard/components/dashboard-tab';
import { RecordAccessPanel } from '../../features/record-access/components/record-access-panel';

// The dashboard with the records-served panel of the public enumeration limit (features do not import each other).
export function AdminDashboardRoute() {
  return <DashboardTab extra={<RecordAccessPanel />} />;
}
