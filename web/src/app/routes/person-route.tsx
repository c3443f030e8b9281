import { PersonPage } from '../../features/person/components/person-page';
import { VerifyPanel } from '../../features/owner-verification/components/verify-panel';

// The person page offers its record's owner the verified view (features do not import each other).
export function PersonRoute() {
  return <PersonPage verify={(recordId) => <VerifyPanel recordId={recordId} />} />;
}
