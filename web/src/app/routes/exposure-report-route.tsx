import { ExposureReportPage } from '../../features/exposure-report/components/exposure-report-page';
import { VerifyPanel } from '../../features/owner-verification/components/verify-panel';

// The Exposure Report offers its record's owner the verified view (features do not import each other).
export function ExposureReportRoute() {
  return <ExposureReportPage verify={(recordId) => <VerifyPanel recordId={recordId} />} />;
}
