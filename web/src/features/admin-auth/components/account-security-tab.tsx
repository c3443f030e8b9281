import { LockoutsPanel } from './lockouts-panel';
import { PasswordAndSessionsPanel } from './password-and-sessions-panel';
import { TwoStepPanel } from './two-step-panel';

/**
 * The console's Security tab: the signed-in admin's two-step sign-in, password and other
 * sessions, and every admin's lockouts.
 */
export function AccountSecurityTab() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Security</h1>
      <TwoStepPanel />
      <PasswordAndSessionsPanel />
      <LockoutsPanel />
    </div>
  );
}
